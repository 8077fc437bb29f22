import { Box, Button, Collapse, Group, Paper, Stack, Text, ThemeIcon, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconChevronDown, IconPointFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface SkillOutlineProps {
  skills: ReadonlyArray<{ skill_id: number; skill_name: string }>;
  currentIndex: number;
  /** Skills before this index are done. */
  doneCount: number;
}

/** The diagnostic's skill outline: a side list on wide screens, a collapsible panel on a phone (spec 3 §2). */
export function SkillOutline({ skills, currentIndex, doneCount }: SkillOutlineProps) {
  const { t } = useTranslation('practice');
  const [isOpen, { toggle }] = useDisclosure(false);
  const theme = useMantineTheme();
  // One list, shown in full beside the question on wide screens and folded behind a button on a phone.
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, true);
  const listId = useId();
  const list = (
    <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }} id={listId}>
      {skills.map((skill, index) => {
        const state = index < doneCount ? 'done' : index === currentIndex ? 'current' : 'next';
        return (
          <Group
            key={skill.skill_id}
            component="li"
            gap="xs"
            wrap="nowrap"
            align="flex-start"
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <ThemeIcon
              size={22}
              radius="xl"
              variant={state === 'next' ? 'outline' : 'light'}
              color={state === 'done' ? 'green.8' : state === 'current' ? 'brand' : 'gray.7'}
              aria-hidden="true"
            >
              {state === 'done' ? <IconCheck size={14} /> : <IconPointFilled size={12} />}
            </ThemeIcon>
            <Text size="sm" fw={state === 'current' ? 700 : 400}>
              {skill.skill_name}
              <Text span size="xs" c="dimmed" display="block">
                {t(`diagnostic.outlineState.${state}`)}
              </Text>
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
  return (
    <Paper withBorder radius="lg" p="md" component="nav" aria-label={t('diagnostic.outline')}>
      {isWide ? (
        <>
          <Text fw={700} mb="sm">
            {t('diagnostic.outline')}
          </Text>
          {list}
        </>
      ) : (
        <>
          <Button
            variant="subtle"
            fullWidth
            justify="space-between"
            onClick={toggle}
            aria-expanded={isOpen}
            aria-controls={listId}
            rightSection={
              <IconChevronDown
                size={18}
                aria-hidden="true"
                style={{ transform: isOpen ? 'rotate(180deg)' : undefined }}
              />
            }
          >
            {t('diagnostic.outlineToggle', { done: doneCount, count: skills.length })}
          </Button>
          <Collapse expanded={isOpen}>
            <Box pt="sm">{list}</Box>
          </Collapse>
        </>
      )}
    </Paper>
  );
}
