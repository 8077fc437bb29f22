import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { LearnerSkill, SkillLevel } from '@mathwise/api-contract';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { PracticePlan } from './practice-plan.component';
import { SkillLevelBadge } from './skill-level-badge.component';

/**
 * The selected skill beside a report's chart (spec 3 §2): its level, a line of evidence, "You've outperformed N%
 * students" once known, the practice plan and 'Start to Practice'.
 */
export function SkillDetailPanel({
  skill,
  level,
  detail,
  beatenPercent,
  topicId,
  isStarted = true,
}: {
  skill: LearnerSkill;
  level: SkillLevel;
  detail: string;
  beatenPercent: number | undefined;
  topicId: number;
  /** False for a skill never practised: "Not started" in place of its level. */
  isStarted?: boolean;
}) {
  const { t, i18n } = useTranslation('practice');
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const headingId = `skill-detail-${skill.skill_id}`;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('report.selectedSkill')}
          </Text>
          <Title order={2} size="h4" id={headingId}>
            {skill.skill_name}
          </Title>
        </Stack>
        <Group gap="sm">
          <Text fw={600}>{t('report.level')}</Text>
          <SkillLevelBadge size="lg" level={level} isStarted={isStarted} testId="selected-skill-level" />
        </Group>
        <Text size="sm">{detail}</Text>
        {beatenPercent !== undefined && (
          <Text fw={600} c="brand.8">
            {/* "You've outperformed 0% of students" discourages a learner just starting: say what helps instead. */}
            {beatenPercent > 0
              ? t('report.outperformed', { percent: percent.format(beatenPercent) })
              : t('report.outperformedNone')}
          </Text>
        )}
        <PracticePlan skill={skill} />
        <Group>
          <Button
            component={Link}
            to={paths.practice.build(topicId, skill.skill_id)}
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          >
            {t('report.startPractice')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
