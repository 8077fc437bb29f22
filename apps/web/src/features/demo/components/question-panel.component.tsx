import { ActionIcon, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import type { DemoSkill, LearnerQuestion } from '@mathwise/api-contract';
import {
  canMoveToNextQuestion,
  checkAnswer,
  createValidationControl,
  reduceValidationControl,
  scoredQuestionFromVerdict,
  type QuestionMarker,
  type ValidationControl,
} from '@mathwise/learning-rules';
import { IconArrowRight, IconHelpCircle } from '@tabler/icons-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../app/api-client';
import { QuestionAttemptForm, type AttemptFeedback } from '../../../ui/question-attempt-form.component';
import { useCheckDemoAnswer } from '../api/demo.queries';

interface QuestionPanelProps {
  question: LearnerQuestion;
  skill: DemoSkill;
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
  skill,
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
      checkLabel={t('answer.check')}
      isChecking={checkAnswerOnServer.isPending}
      isClosed={control.submitted}
      secondaryAction={
        <Button
          variant="subtle"
          leftSection={<IconHelpCircle size={18} aria-hidden="true" />}
          onClick={() => setIsInstructionsOpen(true)}
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
        centered
        radius="lg"
      >
        <Stack gap="sm">
          <Text fw={600}>{skill.skill_name}</Text>
          {skill.skill_description && <Text>{skill.skill_description}</Text>}
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
