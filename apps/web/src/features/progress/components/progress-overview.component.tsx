import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../ui/dates';
import type { LearnerProgress } from '@mathwise/api-contract';
import { ActivitiesTable } from './activities-table.component';
import { BadgesSection } from './badges-section.component';

/** The parent's overview of one learner: totals, the last seven days, recent rounds across topics, badges. */
export function ProgressOverview({ progress }: { progress: LearnerProgress }) {
  const { t, i18n } = useTranslation('progress');
  const number = new Intl.NumberFormat(i18n.language);
  const week = progress.last_7_days;
  const facts = [
    { label: t('parent.totalPoints'), value: number.format(progress.total_points) },
    { label: t('parent.weekRounds'), value: number.format(week.rounds) },
    { label: t('parent.weekQuestions'), value: number.format(week.questions) },
    { label: t('parent.weekPoints'), value: number.format(week.points) },
    { label: t('parent.weekTime'), value: formatDuration(week.total_time) },
  ];
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} component="dl" m={0}>
        {facts.map((fact) => (
          <Paper key={fact.label} withBorder radius="md" p="md">
            <Text component="dt" size="sm" c="dimmed" fw={600}>
              {fact.label}
            </Text>
            <Text component="dd" m={0} fw={800} size="xl">
              {fact.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Stack gap="sm" component="section" aria-labelledby="recent-activities">
        <Title order={2} size="h3" id="recent-activities">
          {t('parent.recentTitle')}
        </Title>
        {progress.recent_activities.length === 0 ? (
          <Text>{t('parent.noRecent')}</Text>
        ) : (
          <ActivitiesTable activities={progress.recent_activities} showTopic />
        )}
      </Stack>
      <BadgesSection badges={progress.badges} />
    </Stack>
  );
}
