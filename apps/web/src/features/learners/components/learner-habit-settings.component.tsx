import {
  LEARNER_TIME_ZONES,
  learnerHabitSettingsSchema,
  WEEKLY_GOAL_MAX_ROUNDS,
  WEEKLY_GOAL_MIN_ROUNDS,
  type LearnerHabitSettings,
  type LearnerHabitSettingsResponse,
} from '@mathwise/api-contract';
import { Button, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AlertMessage } from '../../../ui/timed-alert.component';
import { useLearnerHabit } from '../api/use-learner-habit.query';
import { useSaveLearnerHabit } from '../api/use-save-learner-habit.mutation';

const validateHabit = schemaResolver(learnerHabitSettingsSchema, { sync: true });

interface LearnerHabitSettingsProps {
  learnerUserId: string;
  learnerName: string;
  onNotice: (notice: { tone: 'success' | 'error'; message: AlertMessage }) => void;
}

/**
 * The parent's weekly goal (saved rounds per week) and time zone for one learner (issue 21): the streak counts the
 * learner's own calendar days, and the weekly e-mail reports the goal.
 */
export function LearnerHabitSettingsCard({
  learnerUserId,
  learnerName,
  onNotice,
}: LearnerHabitSettingsProps) {
  const { t } = useTranslation('learners');
  const habit = useLearnerHabit(learnerUserId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="habit-heading">
      <Title order={2} size="h3" id="habit-heading">
        {t('habit.heading')}
      </Title>
      <Text size="sm">{t('habit.intro', { name: learnerName })}</Text>
      {habit.data ? (
        <LearnerHabitForm learnerUserId={learnerUserId} initial={habit.data} onNotice={onNotice} />
      ) : (
        <Text size="sm" role={habit.isError ? 'alert' : 'status'}>
          {habit.isError ? t('habit.loadFailed') : t('habit.loading')}
        </Text>
      )}
    </Stack>
  );
}

function LearnerHabitForm({
  learnerUserId,
  initial,
  onNotice,
}: {
  learnerUserId: string;
  initial: LearnerHabitSettingsResponse;
  onNotice: LearnerHabitSettingsProps['onNotice'];
}) {
  const { t } = useTranslation('learners');
  const save = useSaveLearnerHabit(learnerUserId);
  const form = useForm<LearnerHabitSettings>({
    initialValues: {
      weekly_goal_rounds: initial.weekly_goal_rounds,
      time_zone: initial.time_zone as LearnerHabitSettings['time_zone'],
    },
    validate: validateHabit,
  });
  const submit = form.onSubmit((values) => {
    save.mutate(values, {
      onSuccess: () =>
        onNotice({ tone: 'success', message: { title: t('habit.savedTitle'), body: t('habit.savedBody') } }),
      onError: (error) => {
        console.error('Saving the weekly goal failed', error);
        onNotice({ tone: 'error', message: { title: t('habit.failedTitle'), body: t('habit.failedBody') } });
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label={t('habit.goal')}
            description={t('habit.goalHint', { min: WEEKLY_GOAL_MIN_ROUNDS, max: WEEKLY_GOAL_MAX_ROUNDS })}
            min={WEEKLY_GOAL_MIN_ROUNDS}
            max={WEEKLY_GOAL_MAX_ROUNDS}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('weekly_goal_rounds')}
          />
          <Select
            label={t('habit.timeZone')}
            description={t('habit.timeZoneHint')}
            data={LEARNER_TIME_ZONES.map((zone) => ({ value: zone, label: t(`habit.zones.${zone}`) }))}
            allowDeselect={false}
            {...form.getInputProps('time_zone')}
          />
        </Group>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('habit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
