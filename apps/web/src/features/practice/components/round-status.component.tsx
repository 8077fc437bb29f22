import { Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ElapsedTimer } from '../../../ui/elapsed-timer.component';

/** The line above a round's questions: the skill, its hh:mm:ss timer and the round score (spec 3 §2). */
export function RoundStatus({
  heading,
  startedAt,
  score,
}: {
  heading: string;
  startedAt: number;
  score: number;
}) {
  const { t } = useTranslation('practice');
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
      <Title order={2} size="h4" c="brand.8">
        {heading}
      </Title>
      <Group gap="xl">
        <ElapsedTimer startedAt={startedAt} label={t('round.time')} />
        <dl style={{ margin: 0 }}>
          <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('round.score')}
          </Text>
          <Text component="dd" m={0} fw={700} size="lg" data-testid="round-score">
            {score}
          </Text>
        </dl>
      </Group>
    </Group>
  );
}
