import { Button, Group } from '@mantine/core';
import type { CheckAnswerResponse, LearnerQuestion } from '@mathwise/api-contract';
import {
  canMoveToNextQuestion,
  checkAnswer as checkLocally,
  createValidationControl,
  reduceValidationControl,
  scoredQuestionFromVerdict,
  WRONG_FEEDBACK,
  type ValidationControl,
} from '@mathwise/learning-rules';
import { IconArrowRight, IconBulb, IconHelpCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-client';
import { QuestionAttemptForm, type AttemptFeedback } from '../../../ui/question-attempt-form.component';
import { useCheckAnswer } from '../api/use-check-answer.mutation';
import { useQuestionHint, useQuestionSolution } from '../api/use-question-help.mutation';
import { HintList, WorkedSolution } from './question-help.component';
import { isPausedError } from '../paused-error';

/**
 * What "I can't answer this question" sent before "Show me how" replaced it: a check recorded as a wrong attempt.
 * Kept so a control restored from a round played with it never shows the marker as the learner's answer.
 */
export const CANT_ANSWER_SELECTION = '[skipped]';

/** The control after a check: the server's record when it keeps one, else the shared transition on its verdict. */
export function applyCheckResult(
  control: ValidationControl,
  question: LearnerQuestion,
  result: CheckAnswerResponse,
  mode: 'diagnostic' | 'practice',
  elapsedMs: number,
): ValidationControl {
  const server = result.validation_control;
  if (server) {
    return {
      selected_answer: server.selected_answer ?? control.selected_answer,
      validation: server.validation,
      attempts_counter: server.attempts_counter,
      wrong_attempts: server.wrong_attempts,
      submitted: server.submitted,
      time_spent: server.time_spent,
      total_time: server.total_time,
      points: server.points,
    };
  }
  return reduceValidationControl(control, {
    type: 'check',
    question: scoredQuestionFromVerdict(question, control.selected_answer, result.is_correct),
    mode,
    elapsedMs,
  });
}

interface QuestionAttemptPanelProps {
  question: LearnerQuestion;
  mode: 'diagnostic' | 'practice';
  /** 0-based index within the round. */
  questionIndex: number;
  taskName: string | undefined;
  /** Moves focus to the question when it replaced another one (not on first load). */
  shouldFocus: boolean;
  /** The learner leaves the question with its final validation_control. */
  onNext: (control: ValidationControl) => void;
  /** A check refused because the subscription is paused (409 from the server). */
  onPaused: () => void;
  nextLabel: string;
  /** Told whether leaving now would lose something: an answer chosen and never checked, or a check on its way. */
  onDraftChange?: (hasDraft: boolean) => void;
}

/**
 * One question of a round: answer, Check, feedback and Next. In practice a wrong answer shows the hint for the step
 * that went wrong (never the answer), "Hint" gives the question's hints before answering and "Show me how" (or a
 * second wrong check) shows the worked solution, after which the question earns no points (docs/learning-model.md
 * §12). The diagnostic only measures: it shows the hint after a wrong answer and nothing more.
 */
export function QuestionAttemptPanel({
  question,
  mode,
  questionIndex,
  taskName,
  shouldFocus,
  onNext,
  onPaused,
  nextLabel,
  onDraftChange,
}: QuestionAttemptPanelProps) {
  const { t } = useTranslation('practice');
  const [control, setControl] = useState<ValidationControl>(createValidationControl);
  const [feedback, setFeedback] = useState<AttemptFeedback>(null);
  const [hintsRead, setHintsRead] = useState<string[]>([]);
  const [wrongAnswerHint, setWrongAnswerHint] = useState<string | null>(null);
  const [hintFocusKey, setHintFocusKey] = useState(0);
  const [solution, setSolution] = useState<{ explanation: string | null; answer: string | null } | null>(
    null,
  );
  const [isSolutionShown, setIsSolutionShown] = useState(false);
  const [isSolutionAsked, setIsSolutionAsked] = useState(false);
  const [failure, setFailure] = useState<{ title: string; body: string } | null>(null);
  const shownAt = useRef(performance.now());
  const checkOnServer = useCheckAnswer();
  const askHint = useQuestionHint();
  const askSolution = useQuestionSolution();
  const isBusy = checkOnServer.isPending || askHint.isPending || askSolution.isPending;
  const isPractice = mode === 'practice';

  const elapsed = () => performance.now() - shownAt.current;

  const showFailure = (error: unknown) => {
    if (isPausedError(error)) {
      onPaused();
      return;
    }
    setFailure(
      isApiRequestError(error)
        ? { title: error.title, body: error.body }
        : { title: t('question.checkFailedTitle'), body: t('question.checkFailedBody') },
    );
  };
  const hasDraft =
    (control.attempts_counter === 0 && control.selected_answer.trim() !== '') || checkOnServer.isPending;
  useEffect(() => {
    onDraftChange?.(hasDraft);
    return () => onDraftChange?.(false);
  }, [hasDraft, onDraftChange]);

  const submitCheck = (selectedAnswer: string) => {
    if (control.submitted || isBusy) return;
    const elapsedMs = elapsed();
    setFailure(null);
    checkOnServer.mutate(
      { questionId: question.id, selectedAnswer, timeSpentMs: elapsedMs },
      {
        onSuccess: (result) => {
          setControl((current) =>
            applyCheckResult(
              { ...current, selected_answer: selectedAnswer },
              question,
              result,
              mode,
              elapsedMs,
            ),
          );
          setFeedback({ tone: result.is_correct ? 'right' : 'wrong', text: result.message });
          setWrongAnswerHint(result.is_correct ? null : (result.hint ?? null));
          if (result.solution_shown) setIsSolutionShown(true);
          // The server sends the solution only once the attempt is closed (the second wrong check, or after it).
          if (isPractice && result.solution_shown && (result.explanation || result.question)) {
            setSolution({ explanation: result.explanation ?? null, answer: result.question?.answer ?? null });
          }
        },
        onError: showFailure,
      },
    );
  };

  const check = () => {
    // The empty-answer message needs the question type only, so it is decided here with no call (spec 3 §5).
    const local = checkLocally(
      { answer: '', question_type: question.question_type },
      control.selected_answer,
    );
    if (local.status === 'empty') {
      setFeedback({ tone: 'empty', text: local.message });
      return;
    }
    submitCheck(control.selected_answer);
  };

  const requestHint = () => {
    if (isBusy) return;
    setFailure(null);
    askHint.mutate(question.id, {
      onSuccess: (result) => {
        setHintsRead((current) => [...current, result.hint]);
        setHintFocusKey((key) => key + 1);
      },
      onError: showFailure,
    });
  };

  const requestSolution = () => {
    if (isBusy) return;
    setFailure(null);
    askSolution.mutate(question.id, {
      onSuccess: (result) => {
        if (result.validation_control) {
          setControl((current) =>
            applyCheckResult(
              current,
              question,
              { is_correct: false, message: WRONG_FEEDBACK, validation_control: result.validation_control },
              mode,
              elapsed(),
            ),
          );
        }
        setIsSolutionShown(true);
        setIsSolutionAsked(true);
        setSolution({ explanation: result.explanation, answer: result.question.answer });
      },
      onError: showFailure,
    });
  };

  const canMoveOn = canMoveToNextQuestion(control);
  const next = () => {
    if (!canMoveOn) return;
    onNext(reduceValidationControl(control, { type: 'leave', elapsedMs: elapsed() }));
  };

  const isOpen = !control.submitted && !isSolutionShown;
  const canAskHint =
    isPractice && isOpen && control.attempts_counter === 0 && (question.hint_count ?? 0) > hintsRead.length;
  const hints =
    wrongAnswerHint && !hintsRead.includes(wrongAnswerHint) ? [...hintsRead, wrongAnswerHint] : hintsRead;

  return (
    <QuestionAttemptForm
      label={t('question.label', { number: questionIndex + 1 })}
      taskLabel={taskName && t('question.task', { task: taskName })}
      shouldFocus={shouldFocus}
      question={question}
      answer={control.selected_answer === CANT_ANSWER_SELECTION ? '' : control.selected_answer}
      onAnswerChange={(answer) => {
        setControl((current) => reduceValidationControl(current, { type: 'select', answer }));
        if (feedback?.tone === 'empty') setFeedback(null);
      }}
      isReadOnly={control.submitted}
      answerLabel={t('question.yourAnswer')}
      imageAlt={t('question.imageAlt')}
      feedback={feedback}
      failure={failure}
      onCheck={check}
      afterFeedback={
        <>
          <HintList
            title={t('question.hintTitle')}
            hints={control.submitted ? [] : hints}
            note={hintsRead.length > 0 && isOpen ? t('question.hintCost') : undefined}
            focusKey={hintFocusKey}
          />
          {solution && (
            <WorkedSolution
              title={t('question.explanationTitle')}
              explanation={solution.explanation}
              answerLine={
                solution.answer === null ? null : t('question.answerLine', { answer: solution.answer })
              }
              note={t('question.noPointsNote')}
              shouldFocus={isSolutionAsked}
            />
          )}
        </>
      }
      checkLabel={t('question.check')}
      isChecking={checkOnServer.isPending}
      isClosed={control.submitted}
      secondaryAction={
        isPractice && isOpen ? (
          <Group gap="xs">
            {canAskHint && (
              <Button
                variant="light"
                leftSection={<IconBulb size={18} aria-hidden="true" />}
                onClick={requestHint}
                loading={askHint.isPending}
                disabled={isBusy}
              >
                {hintsRead.length === 0 ? t('question.hint') : t('question.nextHint')}
              </Button>
            )}
            <Button
              variant="subtle"
              leftSection={<IconHelpCircle size={18} aria-hidden="true" />}
              onClick={requestSolution}
              loading={askSolution.isPending}
              disabled={isBusy}
            >
              {t('question.showMeHow')}
            </Button>
          </Group>
        ) : undefined
      }
      renderNext={(ref) => (
        <Button
          ref={ref}
          size="md"
          variant={canMoveOn ? 'filled' : 'default'}
          onClick={next}
          disabled={!canMoveOn}
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          {nextLabel}
        </Button>
      )}
    />
  );
}
