import type { LearnerQuestion } from '@mathwise/api-contract';
import { checkAnswer, type AnswerCheck } from '@mathwise/learning-rules';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionView } from '../../../ui/question-view.component';

interface QuestionPreviewProps {
  question: LearnerQuestion;
  /** The answer key being written in the form; Check compares with it the way the server will. */
  answerKey: string;
}

/** The live preview (spec 3 §2): the learner's own question view, with a Check that uses the shared answer rule. */
export function QuestionPreview({ question, answerKey }: QuestionPreviewProps) {
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
      </Stack>
    </Paper>
  );
}
