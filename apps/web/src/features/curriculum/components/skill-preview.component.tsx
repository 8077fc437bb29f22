import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionView } from '../../../ui/question-view.component';
import { useQuestionPreview } from '../api/use-question-preview.query';

/** The sample question of the selected skill, rendered exactly as a learner sees it (read-only). */
export function SkillPreview({ skillId }: { skillId: number }) {
  const { t } = useTranslation('curriculum');
  const preview = useQuestionPreview(skillId);

  // Spec 1 §8: a failed preview is only logged; the panel keeps its neutral text.
  useEffect(() => {
    if (preview.error) console.error('Loading the question preview failed', preview.error);
  }, [preview.error]);

  const [answer, setAnswer] = useState('');
  useEffect(() => setAnswer(''), [skillId]);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="skill-preview-heading">
      <Stack gap="md">
        <Title order={2} id="skill-preview-heading" fz="h3">
          {t('preview.heading')}
        </Title>
        {preview.isLoading && <Loader size="sm" aria-label={t('preview.loading')} />}
        {preview.isError && <Text c="dimmed">{t('preview.unavailable')}</Text>}
        {preview.data && (
          <>
            <QuestionView
              question={preview.data}
              answer={answer}
              onAnswerChange={setAnswer}
              answerLabel={t('preview.answerLabel')}
              imageAlt={t('preview.imageAlt')}
            />
            <Text size="sm" c="dimmed">
              {t('preview.note')}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
