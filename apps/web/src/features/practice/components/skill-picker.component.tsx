import { Button, Group } from '@mantine/core';

/**
 * Buttons that choose the skill the side panel describes; the chart beside them is a picture, so choosing happens
 * here, where a keyboard and a screen reader can reach it (aria-pressed tells which one is chosen).
 */
export function SkillPicker({
  skills,
  selectedId,
  onSelect,
  label,
}: {
  skills: ReadonlyArray<{ skill_id: number; skill_name: string }>;
  selectedId: number | undefined;
  onSelect: (skillId: number) => void;
  label: string;
}) {
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {skills.map((skill) => {
        const isSelected = skill.skill_id === selectedId;
        return (
          <Button
            key={skill.skill_id}
            size="compact-md"
            variant={isSelected ? 'filled' : 'default'}
            aria-pressed={isSelected}
            onClick={() => onSelect(skill.skill_id)}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            h="auto"
            py={6}
          >
            {skill.skill_name}
          </Button>
        );
      })}
    </Group>
  );
}
