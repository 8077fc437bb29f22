import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { QuestionView, type QuestionViewProps } from './question-view.component';
import { useFocusAfterBusy } from './use-focus-after-busy';

export type AttemptFeedback = { tone: 'right' | 'wrong' | 'empty'; text: string } | null;

interface QuestionAttemptFormProps extends Omit<QuestionViewProps, 'headingOrder'> {
  /** Names the question's region, e.g. "Question 3". */
  label: string;
  /** "Task: …" above the question, when the question belongs to a task. */
  taskLabel?: string;
  /** Moves focus to the question when it replaced another one (not on first load). */
  shouldFocus: boolean;
  /** The answer's verdict or the empty-answer message, announced as it changes. */
  feedback: AttemptFeedback;
  /** A check that could not reach a verdict, as the server's `{ title, body }`. */
  failure: { title: string; body: string } | null;
  /** Check pressed or Enter in the answer field. */
  onCheck: () => void;
  /** Between the feedback and a failure, e.g. the worked explanation. */
  afterFeedback?: ReactNode;
  checkLabel: string;
  /** The server is judging an answer: Check shows it and is disabled meanwhile. */
  isChecking: boolean;
  /** A right answer closed the question: Check is disabled for good and focus goes on to Next. */
  isClosed: boolean;
  /** Left of Check, e.g. "I can't answer this question". */
  secondaryAction?: ReactNode;
  /** Right of Check; takes the ref so that focus can move to it once a right answer closes the question. */
  renderNext: (ref: RefObject<HTMLButtonElement | null>) => ReactNode;
  /** Outside the form, e.g. a dialog it opens. */
  children?: ReactNode;
}

/** One question to answer, as the demo and a learner's rounds show it: the question, its feedback and its buttons. */
export function QuestionAttemptForm({
  label,
  taskLabel,
  shouldFocus,
  feedback,
  failure,
  onCheck,
  afterFeedback,
  checkLabel,
  isChecking,
  isClosed,
  secondaryAction,
  renderNext,
  children,
  ...questionView
}: QuestionAttemptFormProps) {
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (shouldFocus) panelRef.current?.focus();
  }, [shouldFocus]);
  const checkRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // Check (and any secondary action) is disabled while the server answers, which drops focus: it returns to Check
  // for another try, or goes on to Next once a right answer has closed the question.
  useFocusAfterBusy(isChecking, isClosed ? nextRef : checkRef);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      ref={panelRef}
      tabIndex={-1}
      aria-label={label}
      component="section"
      style={{ outline: 'none' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onCheck();
        }}
      >
        <Stack gap="lg">
          {taskLabel && (
            <Text size="sm" c="dimmed" fw={600}>
              {taskLabel}
            </Text>
          )}
          <QuestionView {...questionView} headingOrder={3} />
          <div role="status" aria-live="polite">
            {feedback && (
              <Text
                fw={700}
                c={feedback.tone === 'right' ? 'green.8' : 'red.8'}
                data-feedback={feedback.tone}
              >
                {feedback.text}
              </Text>
            )}
          </div>
          {afterFeedback}
          {failure && (
            <Alert color="red" title={failure.title} role="alert">
              {failure.body}
            </Alert>
          )}
          <Group justify="space-between" wrap="wrap" gap="sm">
            {secondaryAction ?? <span />}
            <Group gap="sm">
              <Button ref={checkRef} type="submit" size="md" disabled={isClosed} loading={isChecking}>
                {checkLabel}
              </Button>
              {renderNext(nextRef)}
            </Group>
          </Group>
        </Stack>
      </form>
      {children}
    </Paper>
  );
}
