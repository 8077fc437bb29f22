import type { CurriculumTopic } from '@mathwise/api-contract';
import { Badge, Button, Card, Collapse, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface TopicCardProps {
  topic: CurriculumTopic;
  selectedSkillId: number | undefined;
  onSelectSkill: (skillId: number) => void;
  onDiagnose: (topic: CurriculumTopic) => void;
}

/** A strand of the grade; it expands to list its skills, each selectable for the sample question. */
export function TopicCard({ topic, selectedSkillId, onSelectSkill, onDiagnose }: TopicCardProps) {
  const { t } = useTranslation('curriculum');
  const [isOpen, { toggle }] = useDisclosure(false);
  const skillsId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`${skillsId}-title`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="h4" id={`${skillsId}-title`}>
            {topic.name}
          </Title>
          <Badge variant="light">{t('skillsCount', { count: topic.skills.length })}</Badge>
        </Group>
        {topic.description && <Text size="sm">{topic.description}</Text>}
        <Group gap="sm">
          <Button variant="light" onClick={toggle} aria-expanded={isOpen} aria-controls={skillsId}>
            {isOpen ? t('hideSkills') : t('showSkills')}
          </Button>
          <Button variant="outline" onClick={() => onDiagnose(topic)}>
            {t('diagnose')}
          </Button>
        </Group>
        <Collapse expanded={isOpen} id={skillsId}>
          <nav aria-label={t('skillsOf', { topic: topic.name })}>
            {topic.skills.map((skill) => (
              <NavLink
                key={skill.id}
                component="button"
                label={skill.name}
                active={skill.id === selectedSkillId}
                aria-current={skill.id === selectedSkillId ? 'true' : undefined}
                onClick={() => onSelectSkill(skill.id)}
              />
            ))}
          </nav>
        </Collapse>
      </Stack>
    </Card>
  );
}
