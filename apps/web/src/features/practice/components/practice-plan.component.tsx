import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { LearnerSkill } from '@mathwise/api-contract';
import { PRACTICE_PLAN_TASK_COUNT } from '@mathwise/learning-rules';
import { useTranslation } from 'react-i18next';

/** Spec 3 §2: "a practice plan of up to 3 tasks with their difficulty". */
export function PracticePlan({ skill }: { skill: LearnerSkill }) {
  const { t } = useTranslation('practice');
  const tasks = skill.tasks.slice(0, PRACTICE_PLAN_TASK_COUNT);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('report.planTitle')}
      </Title>
      {tasks.length === 0 ? (
        <Text size="sm">{t('report.noPlan')}</Text>
      ) : (
        <List type="ordered" spacing="xs">
          {tasks.map((task) => (
            <List.Item key={task.id}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm">{task.name}</Text>
                {task.difficult_level !== undefined && (
                  <Badge variant="outline" color="gray.7" size="sm">
                    {t('difficulty', { level: task.difficult_level })}
                  </Badge>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
