import type { LearnerQuestion } from '@mathwise/api-contract';
import { Center, Image, Loader, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { Suspense, useId } from 'react';
import { MathText } from './math-text.component';
import { asMathOption } from './math-option';

export interface QuestionViewProps {
  question: LearnerQuestion;
  /** The learner's current choice or typed answer. */
  answer: string;
  onAnswerChange?: (answer: string) => void;
  /** A preview shows the question without letting anyone answer it. */
  isReadOnly?: boolean;
  /** Accessible label of the typed-answer field. */
  answerLabel: string;
  /**
   * Text alternative of the question's image when the question carries no description of it (a teacher's upload):
   * a generated diagram is read by its own description, `question.image_alt`, which holds its values.
   */
  imageAlt: string;
  headingOrder?: 2 | 3 | 4;
  /** The checked answer marked right or wrong, in words (`label`) as well as colour. */
  markedAnswer?: { value: string; tone: 'right' | 'wrong'; label: string } | null;
}

const MARK_COLOUR = { right: 'green.8', wrong: 'red.8' } as const;

const SINGLE_CHOICE = 'model_one';

/** A question exactly as a learner sees it: title and description with KaTeX, image, choices or a typed field. */
export function QuestionView({
  question,
  answer,
  onAnswerChange,
  isReadOnly = false,
  answerLabel,
  imageAlt,
  headingOrder = 3,
  markedAnswer = null,
}: QuestionViewProps) {
  const titleId = useId();
  return (
    // Text with TeX waits for KaTeX, which loads apart from the page (math-text.component.tsx); the question is shown
    // whole once it can be, never with its TeX half-rendered.
    <Suspense
      fallback={
        <Center mih={64} aria-busy="true">
          <Loader size="sm" aria-hidden="true" />
        </Center>
      }
    >
      <Stack gap="md" aria-labelledby={titleId} role="group">
        <Title order={headingOrder} id={titleId} fz="lg" fw={600}>
          <MathText text={question.title} />
        </Title>
        {question.description && (
          <Text>
            <MathText text={question.description} />
          </Text>
        )}
        {question.image_url && (
          <Image
            src={`/api/storage/questions/${encodeURIComponent(question.image_url)}`}
            alt={question.image_alt || imageAlt}
            maw={420}
            fit="contain"
          />
        )}
        {question.question_type === SINGLE_CHOICE && question.question_options ? (
          <Radio.Group
            value={answer}
            onChange={(value) => onAnswerChange?.(value)}
            aria-labelledby={titleId}
            readOnly={isReadOnly}
          >
            <Stack gap="xs">
              {question.question_options.map((option) => (
                <Radio
                  key={option.value}
                  value={option.value}
                  disabled={isReadOnly}
                  label={<MathText text={asMathOption(option.label)} />}
                  color={
                    markedAnswer?.value === option.value && markedAnswer.tone === 'wrong' ? 'red' : undefined
                  }
                  description={
                    markedAnswer?.value === option.value ? (
                      <Text component="span" size="sm" fw={700} c={MARK_COLOUR[markedAnswer.tone]}>
                        {markedAnswer.label}
                      </Text>
                    ) : undefined
                  }
                  data-mark={markedAnswer?.value === option.value ? markedAnswer.tone : undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <TextInput
            label={answerLabel}
            value={answer}
            onChange={(event) => onAnswerChange?.(event.currentTarget.value)}
            readOnly={isReadOnly}
            disabled={isReadOnly}
            autoComplete="off"
            maw={320}
            description={
              markedAnswer && markedAnswer.value === answer ? (
                <Text component="span" size="sm" fw={700} c={MARK_COLOUR[markedAnswer.tone]}>
                  {markedAnswer.label}
                </Text>
              ) : undefined
            }
          />
        )}
      </Stack>
    </Suspense>
  );
}
