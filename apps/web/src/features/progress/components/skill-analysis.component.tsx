import { Button, Group, Paper, Progress, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { LearnerTopic } from '@mathwise/api-contract';
import { calculateCorrectRatePercent, calculateSharePercent } from '@mathwise/learning-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { SkillLevelBadge } from '../../practice/components/skill-level-badge.component';

/** Analysis of one topic (spec 3 §2 "topic buttons with skill tabs"): one tab per skill with its level and numbers. */
export function SkillAnalysis({ topic, canPractise }: { topic: LearnerTopic; canPractise: boolean }) {
  const { t, i18n } = useTranslation('progress');
  const [active, setActive] = useState<string | null>(
    topic.skills[0] ? String(topic.skills[0].skill_id) : null,
  );
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  if (topic.skills.length === 0) return <Text>{t('analysis.noSkills')}</Text>;
  return (
    <Tabs
      value={active}
      onChange={setActive}
      variant="outline"
      radius="md"
      // A topic holds up to ten skills with long names: the tabs wrap, and a name wraps inside its tab on a phone.
      styles={{ list: { flexWrap: 'wrap' }, tab: { maxWidth: '100%' }, tabLabel: { whiteSpace: 'normal' } }}
    >
      <Tabs.List aria-label={t('analysis.skillTabs', { topic: topic.name })}>
        {topic.skills.map((skill) => (
          <Tabs.Tab key={skill.skill_id} value={String(skill.skill_id)}>
            {skill.skill_name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {topic.skills.map((skill) => {
        const share = calculateSharePercent(skill.skill_learner_points, skill.skill_points);
        const facts = [
          {
            label: t('analysis.points'),
            value: `${number.format(skill.skill_learner_points)} / ${number.format(skill.skill_points)}`,
          },
          { label: t('analysis.questions'), value: number.format(skill.skill_attempts) },
          {
            label: t('analysis.rightFirstTime'),
            value:
              skill.skill_attempts === 0
                ? '–'
                : `${number.format(calculateCorrectRatePercent(skill.skill_wrong_attempts, skill.skill_attempts))}%`,
          },
        ];
        return (
          <Tabs.Panel key={skill.skill_id} value={String(skill.skill_id)} pt="md">
            <Paper withBorder radius="lg" p="md">
              <Stack gap="sm">
                <Group justify="space-between" wrap="wrap">
                  <Title order={3} size="h5">
                    {skill.skill_name}
                  </Title>
                  <SkillLevelBadge
                    level={skill.level}
                    isStarted={skill.skill_attempts > 0}
                    namespace="progress"
                    size="lg"
                  />
                </Group>
                {skill.skill_description && <Text size="sm">{skill.skill_description}</Text>}
                <Progress value={share} aria-hidden="true" />
                <SimpleGrid cols={{ base: 1, xs: 3 }} component="dl" m={0}>
                  {facts.map((fact) => (
                    <div key={fact.label}>
                      <Text component="dt" size="sm" c="dimmed" fw={600}>
                        {fact.label}
                      </Text>
                      <Text component="dd" m={0} fw={700}>
                        {fact.value}
                      </Text>
                    </div>
                  ))}
                </SimpleGrid>
                {canPractise && (
                  <Group>
                    <Button
                      component={Link}
                      to={paths.practice.build(topic.id, skill.skill_id)}
                      size="xs"
                      variant="light"
                    >
                      {t('analysis.practise')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
