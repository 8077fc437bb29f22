import { Group, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlame, IconTarget } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLearnerStreak } from '../api/use-learner-streak.query';

/**
 * The learner's daily streak and weekly goal (issue 21, "A reason to come back"), on My Practice and My Progress. A
 * failed read is only logged (spec 3 §8: learner data failures show no message), and the card is left out.
 */
export function StreakCard({ learnerId }: { learnerId: string }) {
  const { t } = useTranslation('practice');
  const streak = useLearnerStreak(learnerId);
  useEffect(() => {
    if (streak.error) console.error('Loading the streak failed', streak.error);
  }, [streak.error]);
  if (!streak.data) return null;
  const { streak_days: days, is_today_counted: isTodayCounted, next_badge_days: nextBadge } = streak.data;
  const goal = streak.data.weekly_goal;
  const isGoalReached = goal.rounds_done >= goal.rounds_goal;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="section" aria-label={t('streak.label')}>
      <Paper withBorder radius="lg" p="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon
            size={44}
            radius="xl"
            variant="light"
            color={days > 0 ? 'orange' : 'gray'}
            aria-hidden="true"
          >
            <IconFlame size={26} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} size="h4" data-testid="streak-days">
              {days > 0 ? t('streak.days', { count: days }) : t('streak.none')}
            </Title>
            <Text size="sm">
              {days === 0
                ? t('streak.startToday')
                : isTodayCounted
                  ? t('streak.todayCounted')
                  : t('streak.keepItGoing')}
            </Text>
            {nextBadge !== null && days > 0 && (
              <Text size="sm" c="dimmed">
                {t('streak.nextBadge', { count: nextBadge - days, badge: nextBadge })}
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon
            size={44}
            radius="xl"
            variant="light"
            color={isGoalReached ? 'teal' : 'brand'}
            aria-hidden="true"
          >
            <IconTarget size={26} />
          </ThemeIcon>
          <Stack gap={4} style={{ flex: 1 }}>
            <Title order={2} size="h4" data-testid="weekly-goal">
              {t('streak.goal', { done: goal.rounds_done, count: goal.rounds_goal })}
            </Title>
            <Progress
              value={Math.min(100, (goal.rounds_done * 100) / goal.rounds_goal)}
              color={isGoalReached ? 'teal.8' : 'brand'}
              aria-hidden="true"
            />
            <Text size="sm">
              {isGoalReached
                ? t('streak.goalReached')
                : t('streak.goalLeft', { count: goal.rounds_goal - goal.rounds_done })}
            </Text>
          </Stack>
        </Group>
      </Paper>
    </SimpleGrid>
  );
}
