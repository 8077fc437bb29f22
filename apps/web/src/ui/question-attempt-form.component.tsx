import { Alert, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { QuestionView, type QuestionViewProps } from './question-view.component';

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
  /** The row of buttons under the question; Check is its submit button. */
  actions: ReactNode;
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
  actions,
  children,
  ...questionView
}: QuestionAttemptFormProps) {
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (shouldFocus) panelRef.current?.focus();
  }, [shouldFocus]);
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
          {actions}
        </Stack>
      </form>
      {children}
    </Paper>
  );
}
