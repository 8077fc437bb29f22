import { Paper, Stack, Text, Title } from '@mantine/core';
import { NO_ACTIVITIES } from '@mathwise/api-contract';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { usePracticeActivities } from '../api/use-practice-activities.query';
import type { DayRange } from '../api/use-topic-practice-summary.query';
import { ActivitiesTable } from './activities-table.component';

const torontoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' });

/** Whether a round saved at `savedAt` falls on a day of the range (Toronto days, as the summary's). */
export function isInDayRange(savedAt: string, range: DayRange): boolean {
  const day = torontoDay.format(new Date(savedAt));
  return (range.from === undefined || day >= range.from) && (range.to === undefined || day <= range.to);
}

/**
 * The Practice Activities list of a topic: saved rounds, newest first, or the spec's empty state (spec 3 §8). With a
 * date range chosen above it, only the rounds of those days, as the summary boxes and the chart count them.
 */
export function PracticeActivities({
  topicId,
  learnerId,
  range = {},
}: {
  topicId: number;
  learnerId: string;
  range?: DayRange;
}) {
  const { t } = useTranslation('progress');
  const { t: tCommon } = useTranslation();
  const activities = usePracticeActivities(topicId, learnerId);
  const isRangeChosen = range.from !== undefined || range.to !== undefined;
  const shown = activities.data?.filter((activity) => isInDayRange(activity.created_at, range)) ?? [];
  let body;
  if (activities.isPending) body = <PageSpinner label={tCommon('loading')} isInline />;
  else if (activities.isError) body = <Text>{t('loadFailedBody')}</Text>;
  else if (shown.length === 0) {
    body = (
      <Paper withBorder radius="md" p="lg" bg="gray.0">
        <Text>
          {isRangeChosen && activities.data.length > 0
            ? t('activities.emptyRange')
            : t('activities.empty', { defaultValue: NO_ACTIVITIES })}
        </Text>
      </Paper>
    );
  } else {
    body = <ActivitiesTable activities={shown} />;
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
