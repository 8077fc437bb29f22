import { ActionIcon, Alert, Button, Group, Modal, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { DemoSkill, LearnerQuestion } from '@mathwise/api-contract';
import {
  canMoveToNextQuestion,
  checkAnswer,
  createValidationControl,
  reduceValidationControl,
  type QuestionMarker,
  type ScoredQuestion,
  type ValidationControl,
} from '@mathwise/learning-rules';
import { IconArrowRight, IconHelpCircle } from '@tabler/icons-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../app/api-client';
import { QuestionView } from '../../../ui/question-view.component';
import { useCheckDemoAnswer } from '../api/demo.queries';

/**
 * What the shared reducer needs to apply the server's verdict without the answer key (which never reaches the
 * browser): the visitor's own answer stands in for the key when the server accepted it, and that answer followed by
 * a NUL, which no answer can normalise to, when it did not. The reducer then applies the spec's transition (marker,
 * attempts, points) exactly as it does everywhere else.
 */
function toVerdictQuestion(
  question: LearnerQuestion,
  selectedAnswer: string,
  isCorrect: boolean,
): ScoredQuestion {
  return {
    question_type: question.question_type,
    points: question.points,
    answer: isCorrect ? selectedAnswer : `${selectedAnswer}\u0000`,
  };
}

type Feedback = { tone: 'right' | 'wrong' | 'empty'; text: string } | null;

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
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [failure, setFailure] = useState<{ title: string; body: string } | null>(null);
  const [isInstructionsOpen, setIsInstructionsOpen] = useState(false);
  const shownAt = useRef(performance.now());
  const panelRef = useRef<HTMLDivElement>(null);
  const checkAnswerOnServer = useCheckDemoAnswer();

  useEffect(() => {
    if (shouldFocus) panelRef.current?.focus();
  }, [shouldFocus]);

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
            question: toVerdictQuestion(question, selectedAnswer, result.is_correct),
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
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      ref={panelRef}
      tabIndex={-1}
      aria-label={t('answer.questionLabel', { number: questionNumber + 1 })}
      component="section"
      style={{ outline: 'none' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          check();
        }}
      >
        <Stack gap="lg">
          {taskName && (
            <Text size="sm" c="dimmed" fw={600}>
              {t('answer.task', { task: taskName })}
            </Text>
          )}
          <QuestionView
            question={question}
            answer={control.selected_answer}
            onAnswerChange={(answer) => {
              dispatch({ type: 'select', answer });
              if (feedback?.tone === 'empty') setFeedback(null);
            }}
            isReadOnly={control.submitted}
            answerLabel={t('answer.yourAnswer')}
            imageAlt={t('answer.imageAlt')}
            headingOrder={3}
          />
          <div role="status" aria-live="polite">
            {feedback && (
              <Text fw={700} c={feedback.tone === 'right' ? 'green.7' : 'red.7'}>
                {feedback.text}
              </Text>
            )}
          </div>
          {failure && (
            <Alert color="red" title={failure.title} role="alert">
              {failure.body}
            </Alert>
          )}
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Button
              variant="subtle"
              leftSection={<IconHelpCircle size={18} aria-hidden="true" />}
              onClick={() => setIsInstructionsOpen(true)}
            >
              {t('answer.cantAnswer')}
            </Button>
            <Group gap="sm">
              <Button
                type="submit"
                size="md"
                disabled={control.submitted}
                loading={checkAnswerOnServer.isPending}
              >
                {t('answer.check')}
              </Button>
              <Tooltip label={canMoveOn ? t('answer.next') : t('answer.nextDisabled')}>
                <ActionIcon
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
            </Group>
          </Group>
        </Stack>
      </form>
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
    </Paper>
  );
}
