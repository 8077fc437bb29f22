import { Button, Group, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { NO_RESULTS_TITLE } from '@mathwise/api-contract';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkillLevelBadge } from './skill-level-badge.component';

export interface SkillCardData {
  skillId: number;
  name: string;
  level: 'Fundamental' | 'Intermediate' | 'Advanced' | 'Master';
  /** A line under the name, e.g. "8 of 10 right on the first try". */
  detail: string;
  /** Where "Practise" goes: /practice/:topicId/:skillId. */
  practiceHref: string;
  /** False for a skill never practised: it shows "Not started" rather than a level. */
  isStarted?: boolean;
}

export interface SkillTab {
  value: string;
  label: string;
  skills: SkillCardData[];
  /** The spec's empty-state sentence for this tab (spec 3 §8). */
  emptyText: string;
}

export { LEVEL_COLOURS } from './skill-level-badge.component';

function SkillCard({ skill }: { skill: SkillCardData }) {
  const { t } = useTranslation('practice');
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{skill.name}</Text>
          <SkillLevelBadge level={skill.level} isStarted={skill.isStarted ?? true} />
        </Group>
        <Text size="sm">{skill.detail}</Text>
        <Group>
          <Button
            component={Link}
            to={skill.practiceHref}
            size="xs"
            variant="light"
            rightSection={<IconArrowRight size={14} aria-hidden="true" />}
            aria-label={t('report.practiseSkill', { name: skill.name })}
          >
            {t('myPractice.practice')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Tabs of skill cards by class (Trouble / Good, or Trouble / Improved / Mastered), each with its count and, when
 * empty, the spec's 'No results' state.
 */
export function SkillTabs({ tabs, label }: { tabs: SkillTab[]; label: string }) {
  const { t } = useTranslation('practice');
  const [active, setActive] = useState<string | null>(tabs[0]?.value ?? null);
  return (
    <Tabs value={active} onChange={setActive} variant="outline" radius="md">
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} fw={600}>
            {`${tab.label} (${tab.skills.length})`}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.skills.length === 0 ? (
            <Paper withBorder radius="md" p="lg" bg="gray.0">
              <Text fw={700}>{t('report.noResults', { defaultValue: NO_RESULTS_TITLE })}</Text>
              <Text>{tab.emptyText}</Text>
            </Paper>
          ) : (
            <SimpleGrid
              cols={{ base: 1, sm: 2 }}
              spacing="md"
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
            >
              {tab.skills.map((skill) => (
                <SkillCard key={skill.skillId} skill={skill} />
              ))}
            </SimpleGrid>
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
