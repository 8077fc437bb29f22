import type { LearnerQuestion } from '@mathwise/api-contract';
import { checkAnswer, type AnswerCheck } from '@mathwise/learning-rules';
import { Alert, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MathText } from '../../../ui/math-text.component';
import { QuestionView } from '../../../ui/question-view.component';

interface QuestionPreviewProps {
  question: LearnerQuestion;
  /** The answer key being written in the form; Check compares with it the way the server will. */
  answerKey: string;
  /** The worked explanation and the hints as a learner will read them. */
  explanation: string;
  hints: string[];
}

/** The live preview (spec 3 §2): the learner's own question view, with a Check that uses the shared answer rule. */
export function QuestionPreview({ question, answerKey, explanation, hints }: QuestionPreviewProps) {
  const { t } = useTranslation('question-bank');
  const [answer, setAnswer] = useState('');
  const [result, setResult] = useState<AnswerCheck | null>(null);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="question-preview-heading">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="question-preview-heading">
            {t('preview.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('preview.note')}
          </Text>
        </div>
        <QuestionView
          question={question}
          answer={answer}
          onAnswerChange={(value) => {
            setAnswer(value);
            setResult(null);
          }}
          answerLabel={t('preview.answerLabel')}
          imageAlt={t('preview.imageAlt')}
        />
        <div>
          <Button
            variant="light"
            onClick={() =>
              setResult(checkAnswer({ answer: answerKey, question_type: question.question_type }, answer))
            }
          >
            {t('preview.check')}
          </Button>
        </div>
        <div aria-live="polite">
          {result && (
            <Alert
              color={result.status === 'correct' ? 'green' : result.status === 'wrong' ? 'red' : 'yellow'}
            >
              {result.message}
            </Alert>
          )}
        </div>
        <Stack gap="xs" data-testid="preview-hints">
          <Title order={3} size="h5">
            {t('preview.hintsHeading')}
          </Title>
          {hints.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('preview.noHints')}
            </Text>
          ) : (
            <List type="ordered" size="sm">
              {hints.map((hint, index) => (
                <List.Item key={`${index}-${hint}`}>
                  <Suspense fallback={hint}>
                    <MathText text={hint} />
                  </Suspense>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
        <Stack gap="xs" data-testid="preview-explanation">
          <Title order={3} size="h5">
            {t('preview.explanationHeading')}
          </Title>
          {explanation.trim() === '' ? (
            <Text size="sm" c="dimmed">
              {t('preview.noExplanation')}
            </Text>
          ) : (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              <Suspense fallback={explanation}>
                <MathText text={explanation} />
              </Suspense>
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
