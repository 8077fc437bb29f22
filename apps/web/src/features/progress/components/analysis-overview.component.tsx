import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LearnerTopic } from '@mathwise/api-contract';
import { PROGRESS_AVERAGE_POINTS } from '@mathwise/learning-rules';
import { useTranslation } from 'react-i18next';
import { AverageBarChart } from '../../../ui/average-bar-chart.component';

/** The Analysis tab's Overview: the grade's points per topic beside the average line, and skills per level. */
export function AnalysisOverview({ topics }: { topics: LearnerTopic[] }) {
  const { t, i18n } = useTranslation('progress');
  const number = new Intl.NumberFormat(i18n.language);
  // A skill with no answered question sits at Fundamental on 0 points; counting it there said "20 Fundamental
  // skills" of a learner who had practised none, so the levels count practised skills and "not started" the rest.
  const skills = topics.flatMap((topic) => topic.skills);
  const practised = skills.filter((skill) => skill.skill_attempts > 0);
  const levels = ['Fundamental', 'Intermediate', 'Advanced', 'Master'] as const;
  const boxes = [
    ...levels.map((level) => ({
      key: level,
      label: t('analysis.skillsAt', { level: t(`levels.${level}`) }),
      count: practised.filter((skill) => skill.level === level).length,
    })),
    { key: 'notStarted', label: t('analysis.notStarted'), count: skills.length - practised.length },
  ];
  return (
    <Stack gap="md" component="section" aria-labelledby="analysis-overview">
      <Title order={2} size="h3" id="analysis-overview">
        {t('analysis.overview')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} component="dl" m={0}>
        {boxes.map((box) => (
          <Paper
            key={box.key}
            withBorder
            radius="md"
            p="md"
            bg={box.key === 'notStarted' ? 'var(--mantine-color-gray-0)' : undefined}
          >
            <Text component="dt" size="sm" c="dimmed" fw={600}>
              {box.label}
            </Text>
            <Text component="dd" m={0} fw={800} size="xl" data-testid={`skills-${box.key}`}>
              {box.count}
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
