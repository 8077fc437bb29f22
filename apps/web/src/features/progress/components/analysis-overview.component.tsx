import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LearnerTopic } from '@mathwise/api-contract';
import { PROGRESS_AVERAGE_POINTS } from '@mathwise/learning-rules';
import { useTranslation } from 'react-i18next';
import { AverageBarChart } from '../../../ui/average-bar-chart.component';

/** The Analysis tab's Overview: the grade's points per topic beside the average line, and skills per level. */
export function AnalysisOverview({ topics }: { topics: LearnerTopic[] }) {
  const { t, i18n } = useTranslation('progress');
  const number = new Intl.NumberFormat(i18n.language);
  const skills = topics.flatMap((topic) => topic.skills);
  const levels = ['Fundamental', 'Intermediate', 'Advanced', 'Master'] as const;
  return (
    <Stack gap="md" component="section" aria-labelledby="analysis-overview">
      <Title order={2} size="h3" id="analysis-overview">
        {t('analysis.overview')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} component="dl" m={0}>
        {levels.map((level) => (
          <Paper key={level} withBorder radius="md" p="md">
            <Text component="dt" size="sm" c="dimmed" fw={600}>
              {t('analysis.skillsAt', { level: t(`levels.${level}`) })}
            </Text>
            <Text component="dd" m={0} fw={800} size="xl">
              {skills.filter((skill) => skill.level === level).length}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="lg" p="md">
        <AverageBarChart
          bars={topics.map((topic) => ({ label: topic.name, value: topic.learner_topic_points }))}
          caption={t('analysis.chartCaption')}
          valueLabel={t('analysis.points')}
          labelHeader={t('analysis.topic')}
          average={{ value: PROGRESS_AVERAGE_POINTS, label: t('summary.average') }}
          formatValue={(value) => number.format(value)}
        />
      </Paper>
    </Stack>
  );
}
