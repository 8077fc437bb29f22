import { Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../ui/dates';
import { useLearnerStreak } from '../../practice/api/use-learner-streak.query';
import { useLearnerProgress } from '../../progress/api/use-learner-progress.query';

/**
 * A learner's last 7 days on their card on My Students (issue 26): rounds (diagnostics apart), time, points and the
 * skills that moved up a level, from the same answer as the progress report, so the two always agree; then the daily
 * streak and this calendar week's goal (issue 21), as the learner sees them.
 */
export function LearnerWeek({ learnerUserId, headingId }: { learnerUserId: string; headingId: string }) {
  const { t, i18n } = useTranslation('learners');
  const progress = useLearnerProgress(learnerUserId);
  const streak = useLearnerStreak(learnerUserId);
  const number = new Intl.NumberFormat(i18n.language);

  let body;
  if (progress.isPending) {
    body = <Loader size="sm" aria-label={t('week.loading')} role="status" />;
  } else if (progress.isError) {
    body = <Text size="sm">{t('week.loadFailed')}</Text>;
  } else {
    const week = progress.data.last_7_days;
    const facts = [
      {
        key: 'rounds',
        label: t('week.rounds'),
        value:
          week.diagnostic_rounds > 0
            ? t('week.roundsWithDiagnostic', {
                practice: number.format(week.practice_rounds),
                count: week.diagnostic_rounds,
              })
            : number.format(week.practice_rounds),
      },
      { key: 'time', label: t('week.time'), value: formatDuration(week.total_time) },
      { key: 'points', label: t('week.points'), value: number.format(week.points) },
      ...(streak.data
        ? [
            {
              key: 'streak',
              label: t('week.streak'),
              value: t('week.streakDays', { count: streak.data.streak_days }),
            },
            {
              key: 'goal',
              label: t('week.goal'),
              value: t('week.goalRounds', {
                done: number.format(streak.data.weekly_goal.rounds_done),
                goal: number.format(streak.data.weekly_goal.rounds_goal),
              }),
            },
          ]
        : []),
    ];
    body = (
      <Stack gap="xs">
        <Group gap="lg" component="dl" m={0} align="flex-start">
          {facts.map((fact) => (
            <div key={fact.key}>
              <Text component="dt" size="xs" c="dimmed" fw={600}>
                {fact.label}
              </Text>
              <Text component="dd" m={0} fw={800} data-testid={`week-${fact.key}`}>
                {fact.value}
              </Text>
            </div>
          ))}
        </Group>
        {week.improved_skills.length === 0 ? (
          <Text size="sm">{week.rounds === 0 ? t('week.noPractice') : t('week.noImprovement')}</Text>
        ) : (
          <Stack gap={2}>
            <Text size="sm" fw={600} id={`${headingId}-improved`}>
              {t('week.improved')}
            </Text>
            <List size="sm" spacing={2} aria-labelledby={`${headingId}-improved`}>
              {week.improved_skills.map((skill) => (
                <List.Item key={skill.skill_id}>
                  {t('week.improvedSkill', { skill: skill.skill_name, level: skill.level })}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby={`${headingId}-week`}>
      <Title order={4} size="h5" id={`${headingId}-week`}>
        {t('week.title')}
      </Title>
      {body}
    </Stack>
  );
}
