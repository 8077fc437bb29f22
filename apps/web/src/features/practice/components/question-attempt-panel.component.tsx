import { Alert, Button, Text, Title } from '@mantine/core';
import type { CheckAnswerResponse, LearnerQuestion } from '@mathwise/api-contract';
import {
  canMoveToNextQuestion,
  checkAnswer as checkLocally,
  createValidationControl,
  reduceValidationControl,
  scoredQuestionFromVerdict,
  type ValidationControl,
} from '@mathwise/learning-rules';
import { IconArrowRight, IconBulb, IconHelpCircle } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../app/api-client';
import { MathText } from '../../../ui/math-text.component';
import { QuestionAttemptForm, type AttemptFeedback } from '../../../ui/question-attempt-form.component';
import { useCheckAnswer } from '../api/use-check-answer.mutation';
import { isPausedError } from '../paused-error';

/**
 * What "I can't answer this question" sends: a check the server records as a wrong attempt, so the question counts
 * as not known, Next opens and the worked explanation is shown. No key can equal it (keys hold numbers, short words
 * and expressions, never the word "skipped" in brackets).
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

/** One question of a round: answer, Check, feedback, the explanation after a wrong answer in practice, and Next. */
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
  const [explanation, setExplanation] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ title: string; body: string } | null>(null);
  const shownAt = useRef(performance.now());
  const checkOnServer = useCheckAnswer();

  const elapsed = () => performance.now() - shownAt.current;

  const hasDraft =
    (control.attempts_counter === 0 && control.selected_answer.trim() !== '') || checkOnServer.isPending;
  useEffect(() => {
    onDraftChange?.(hasDraft);
    return () => onDraftChange?.(false);
  }, [hasDraft, onDraftChange]);

  const submitCheck = (selectedAnswer: string) => {
    if (control.submitted || checkOnServer.isPending) return;
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
          // Spec: the worked explanation follows a wrong answer in practice; the diagnostic only measures.
          setExplanation(mode === 'practice' && !result.is_correct ? (result.explanation ?? null) : null);
        },
        onError: (error) => {
          if (isPausedError(error)) {
            onPaused();
            return;
          }
          setFailure(
            isApiRequestError(error)
              ? { title: error.title, body: error.body }
              : { title: t('question.checkFailedTitle'), body: t('question.checkFailedBody') },
          );
        },
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

  const canMoveOn = canMoveToNextQuestion(control);
  const next = () => {
    if (!canMoveOn) return;
    onNext(reduceValidationControl(control, { type: 'leave', elapsedMs: elapsed() }));
  };

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
        explanation && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconBulb aria-hidden="true" />}
            title={
              <Title order={4} fz="md">
                {t('question.explanationTitle')}
              </Title>
            }
          >
            <Text style={{ whiteSpace: 'pre-line' }}>
              {/* KaTeX has almost always arrived with the question; if not, the text waits here, not the panel. */}
              <Suspense fallback={null}>
                <MathText text={explanation} />
              </Suspense>
            </Text>
          </Alert>
        )
      }
      checkLabel={t('question.check')}
      isChecking={checkOnServer.isPending}
      isClosed={control.submitted}
      secondaryAction={
        mode === 'practice' && !control.submitted && control.attempts_counter === 0 ? (
          <Button
            variant="subtle"
            leftSection={<IconHelpCircle size={18} aria-hidden="true" />}
            onClick={() => submitCheck(CANT_ANSWER_SELECTION)}
            disabled={checkOnServer.isPending}
          >
            {t('question.cantAnswer')}
          </Button>
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
