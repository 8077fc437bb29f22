import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconSchool } from '@tabler/icons-react';
import { Suspense, useEffect, useRef } from 'react';
import { MathText } from '../../../ui/math-text.component';

/** KaTeX has almost always arrived with the question; if not, the text waits here, not the panel. */
function MathParagraph({ text }: { text: string }) {
  return (
    <Text style={{ whiteSpace: 'pre-line' }}>
      <Suspense fallback={null}>
        <MathText text={text} />
      </Suspense>
    </Text>
  );
}

/**
 * The hints read so far on a question, in a polite live region so a screen reader reads each new one. Focus moves to
 * the list when `focusKey` changes (a hint the learner asked for), since the Hint button may have just gone.
 */
export function HintList({
  title,
  hints,
  note,
  focusKey,
}: {
  title: string;
  hints: readonly string[];
  note?: string | undefined;
  focusKey: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);
  return (
    // A live region without the status role: the panel's one status is the verdict (journeys and screen readers
    // find it by that role).
    <div aria-live="polite">
      {hints.length > 0 && (
        <Alert
          ref={ref}
          tabIndex={-1}
          color="yellow"
          variant="light"
          icon={<IconBulb aria-hidden="true" />}
          title={
            // The light yellow alert's own title colour is under 4.5:1 on its background (WCAG AA): body text is.
            <Title order={4} fz="md" c="var(--mantine-color-text)">
              {title}
            </Title>
          }
          data-testid="question-hints"
        >
          <Stack gap="xs">
            {hints.map((hint, index) => (
              <MathParagraph key={`${index}-${hint}`} text={hint} />
            ))}
            {note && (
              <Text size="sm" c="dimmed">
                {note}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
    </div>
  );
}

/**
 * The worked solution with the answer, and the note that the question now earns no points. Focus moves here when it
 * appears because the learner asked ("Show me how" is then gone), so the next Tab continues from the solution.
 */
export function WorkedSolution({
  title,
  explanation,
  answerLine,
  note,
  shouldFocus,
}: {
  title: string;
  explanation: string | null;
  answerLine: string | null;
  note: string | null;
  shouldFocus: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shouldFocus) ref.current?.focus();
  }, [shouldFocus]);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="blue"
      variant="light"
      icon={<IconSchool aria-hidden="true" />}
      title={
        <Title order={4} fz="md">
          {title}
        </Title>
      }
      data-testid="worked-solution"
    >
      <Stack gap="xs">
        {explanation && <MathParagraph text={explanation} />}
        {answerLine && <MathParagraph text={answerLine} />}
        {note && (
          <Text fw={600} size="sm">
            {note}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
