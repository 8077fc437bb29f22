import { ActionIcon, Alert, Button, Group, Loader, Modal, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { LearnerQuestion } from '@mathwise/api-contract';
import {
  canMoveToNextQuestion,
  checkAnswer,
  createValidationControl,
  reduceValidationControl,
  scoredQuestionFromVerdict,
  type QuestionMarker,
  type ValidationControl,
} from '@mathwise/learning-rules';
import { IconArrowRight, IconHelpCircle, IconSchool } from '@tabler/icons-react';
import { Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-client';
import { QuestionAttemptForm, type AttemptFeedback } from '../../../ui/question-attempt-form.component';
import { MathText } from '../../../ui/math-text.component';
import { useCheckDemoAnswer, useDemoHint } from '../api/demo.queries';

interface QuestionPanelProps {
  question: LearnerQuestion;
  taskName: string | undefined;
  questionNumber: number;
  /** Called with the question's final validation_control when the visitor presses Next. */
  onNext: (control: ValidationControl) => void;
  /** The question's marker, known after its first counted check. */
  onMarkerChange: (marker: QuestionMarker) => void;
  /** Moves focus to the question when it replaced another one (not on first load). */
  shouldFocus: boolean;
}

/** One demo question: answer, Check, feedback, the Next arrow, and the Instructions dialog. */
export function QuestionPanel({
  question,
  taskName,
  questionNumber,
  onNext,
  onMarkerChange,
  shouldFocus,
}: QuestionPanelProps) {
  const { t } = useTranslation('demo');
  const [control, dispatch] = useReducer(reduceValidationControl, undefined, createValidationControl);
  const [feedback, setFeedback] = useState<AttemptFeedback>(null);
  const [failure, setFailure] = useState<{ title: string; body: string } | null>(null);
  const [isInstructionsOpen, setIsInstructionsOpen] = useState(false);
  const [checked, setChecked] = useState<{ value: string; isCorrect: boolean } | null>(null);
  const [explanation, setExplanation] = useState<string | null>(null);
  const hint = useDemoHint();
  const shownAt = useRef(performance.now());
  const checkAnswerOnServer = useCheckDemoAnswer();

  useEffect(() => onMarkerChange(control.validation), [control.validation, onMarkerChange]);

  const elapsed = () => performance.now() - shownAt.current;

  const check = () => {
    if (control.submitted || checkAnswerOnServer.isPending) return;
    // The empty-answer message is decided here (spec 1 §4), with no call: it needs the question type, not the key.
    const local = checkAnswer({ answer: '', question_type: question.question_type }, control.selected_answer);
    if (local.status === 'empty') {
      setFeedback({ tone: 'empty', text: local.message });
      return;
    }
    const selectedAnswer = control.selected_answer;
    const elapsedMs = elapsed();
    setFailure(null);
    checkAnswerOnServer.mutate(
      { questionId: question.id, selectedAnswer, timeSpentMs: elapsedMs },
      {
        onSuccess: (result) => {
          dispatch({
            type: 'check',
            question: scoredQuestionFromVerdict(question, selectedAnswer, result.is_correct),
            mode: 'diagnostic',
            elapsedMs,
          });
          setFeedback({ tone: result.is_correct ? 'right' : 'wrong', text: result.message });
          setChecked({ value: selectedAnswer, isCorrect: result.is_correct });
          // The demo's best lesson: after a wrong answer, the worked solution (demo questions are public samples).
          setExplanation(result.is_correct ? null : (result.explanation ?? null));
        },
        onError: (error) => {
          setFailure(
            isApiRequestError(error)
              ? { title: error.title, body: error.body }
              : { title: t('answer.checkFailedTitle'), body: t('answer.checkFailedBody') },
          );
        },
      },
    );
  };

  const canMoveOn = canMoveToNextQuestion(control);
  const next = () => {
    if (!canMoveOn) return;
    onNext(reduceValidationControl(control, { type: 'leave', elapsedMs: elapsed() }));
  };

  return (
    <QuestionAttemptForm
      label={t('answer.questionLabel', { number: questionNumber + 1 })}
      taskLabel={taskName && t('answer.task', { task: taskName })}
      shouldFocus={shouldFocus}
      question={question}
      answer={control.selected_answer}
      onAnswerChange={(answer) => {
        dispatch({ type: 'select', answer });
        if (feedback?.tone === 'empty') setFeedback(null);
      }}
      isReadOnly={control.submitted}
      answerLabel={t('answer.yourAnswer')}
      imageAlt={t('answer.imageAlt')}
      feedback={feedback}
      failure={failure}
      onCheck={check}
      markedAnswer={
        checked && checked.value === control.selected_answer
          ? {
              value: checked.value,
              tone: checked.isCorrect ? 'right' : 'wrong',
              label: checked.isCorrect ? t('answer.markedRight') : t('answer.markedWrong'),
            }
          : null
      }
      afterFeedback={
        explanation && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconSchool aria-hidden="true" />}
            title={
              <Title order={4} fz="md">
                {t('answer.explanationTitle')}
              </Title>
            }
          >
            <Text style={{ whiteSpace: 'pre-line' }}>
              <Suspense fallback={null}>
                <MathText text={explanation} />
              </Suspense>
            </Text>
          </Alert>
        )
      }
      checkLabel={t('answer.check')}
      isChecking={checkAnswerOnServer.isPending}
      isClosed={control.submitted}
      secondaryAction={
        <Button
          variant="subtle"
          leftSection={<IconHelpCircle size={18} aria-hidden="true" />}
          onClick={() => {
            setIsInstructionsOpen(true);
            if (!hint.data && !hint.isPending) hint.mutate(question.id);
          }}
        >
          {t('answer.cantAnswer')}
        </Button>
      }
      renderNext={(ref) => (
        <Tooltip label={canMoveOn ? t('answer.next') : t('answer.nextDisabled')}>
          <ActionIcon
            ref={ref}
            size={44}
            radius="xl"
            variant="filled"
            onClick={next}
            disabled={!canMoveOn}
            aria-label={t('answer.next')}
            data-disabled={!canMoveOn || undefined}
          >
            <IconArrowRight size={22} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
    >
      <Modal
        opened={isInstructionsOpen}
        onClose={() => setIsInstructionsOpen(false)}
        title={t('instructions.title')}
        // The corner X is a button too: without a name a screen reader announces only "button" (axe button-name).
        closeButtonProps={{ 'aria-label': t('instructions.closeIcon') }}
        centered
        radius="lg"
      >
        <Stack gap="sm">
          <div role="status" aria-live="polite">
            {hint.isPending ? (
              <Loader size="sm" aria-label={t('instructions.hintLoading')} />
            ) : hint.data ? (
              <Stack gap={4}>
                <Text fw={600}>{t('instructions.hintTitle')}</Text>
                <Text style={{ whiteSpace: 'pre-line' }}>
                  <Suspense fallback={null}>
                    <MathText text={hint.data.hint} />
                  </Suspense>
                </Text>
              </Stack>
            ) : null}
          </div>
          <Text>
            {question.question_type === 'model_one' ? t('instructions.choose') : t('instructions.type')}
          </Text>
          <Text>{t('instructions.moveOn')}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setIsInstructionsOpen(false)}>{t('instructions.close')}</Button>
          </Group>
        </Stack>
      </Modal>
    </QuestionAttemptForm>
  );
}
