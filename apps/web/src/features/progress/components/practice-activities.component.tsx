import { Paper, Stack, Text, Title } from '@mantine/core';
import { NO_ACTIVITIES } from '@mathwise/api-contract';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { usePracticeActivities } from '../api/use-practice-activities.query';
import { ActivitiesTable } from './activities-table.component';

/** The Practice Activities list of a topic: saved rounds, newest first, or the spec's empty state (spec 3 §8). */
export function PracticeActivities({ topicId, learnerId }: { topicId: number; learnerId: string }) {
  const { t } = useTranslation('progress');
  const { t: tCommon } = useTranslation();
  const activities = usePracticeActivities(topicId, learnerId);
  let body;
  if (activities.isPending) body = <PageSpinner label={tCommon('loading')} isInline />;
  else if (activities.isError) body = <Text>{t('loadFailedBody')}</Text>;
  else if (activities.data.length === 0) {
    body = (
      <Paper withBorder radius="md" p="lg" bg="gray.0">
        <Text>{t('activities.empty', { defaultValue: NO_ACTIVITIES })}</Text>
      </Paper>
    );
  } else {
    body = <ActivitiesTable activities={activities.data} />;
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby={`activities-${topicId}`}>
      <Title order={2} size="h3" id={`activities-${topicId}`}>
        {t('activities.title')}
      </Title>
      {body}
    </Stack>
  );
}
