import { Badge, Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { NO_GOOD_SKILLS, NO_RESULTS_TITLE, NO_TROUBLE_SKILLS } from '@mathwise/api-contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { buildDemoReport, loadDemoSession, type DemoSkillReport } from '../demo-session';
import { PerformanceChart } from './performance-chart.component';

const LEVEL_COLOURS: Record<DemoSkillReport['level'], string> = {
  Fundamental: 'red',
  Intermediate: 'orange',
  Advanced: 'green',
  Master: 'brand',
};

function SkillCard({ skill }: { skill: DemoSkillReport }) {
  const { t } = useTranslation('demo');
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{skill.skill_name}</Text>
          <Badge
            color={LEVEL_COLOURS[skill.level]}
            variant="light"
            style={{ flexShrink: 0, overflow: 'visible' }}
          >
            {t(`report.levels.${skill.level}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('report.rightFirstTime', {
            right: skill.skill_total_questions - skill.first_check_wrong,
            count: skill.skill_total_questions,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('report.points', { points: skill.skill_learner_points })}
        </Text>
      </Stack>
    </Paper>
  );
}

function SkillList({ skills, emptyBody }: { skills: DemoSkillReport[]; emptyBody: string }) {
  const { t } = useTranslation('demo');
  if (skills.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg" bg="gray.0">
        <Text fw={700}>{t('report.noResultsTitle', { defaultValue: NO_RESULTS_TITLE })}</Text>
        <Text>{emptyBody}</Text>
      </Paper>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {skills.map((skill) => (
        <SkillCard key={skill.skill_id} skill={skill} />
      ))}
    </SimpleGrid>
  );
}

/** Step 3 'Diagnostic Report' (spec 1 §2): the two skill tabs with levels, and the performance view. */
export function DiagnosticReportStep({ topicId }: { topicId: number }) {
  const { t } = useTranslation('demo');
  const [session] = useState(() => loadDemoSession(sessionStorage, topicId));
  const [tab, setTab] = useState<string | null>('trouble');

  if (!session?.is_finished || session.results.length === 0) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={2}>{t('report.title')}</Title>
        <Text>{t('report.missing')}</Text>
        <Button component={Link} to={paths.diagnosticDemo.build(topicId, 1)}>
          {t('report.startDemo')}
        </Button>
      </Stack>
    );
  }

  const report = buildDemoReport(session.results);
  const trouble = report.filter((skill) => !skill.is_good_at);
  const good = report.filter((skill) => skill.is_good_at);

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={2}>{t('report.title')}</Title>
        <Text size="lg">{t('report.intro')}</Text>
      </Stack>
      <Tabs value={tab} onChange={setTab} variant="outline" radius="md">
        <Tabs.List>
          <Tabs.Tab value="trouble" fw={600}>
            {t('report.troubleTab')} ({trouble.length})
          </Tabs.Tab>
          <Tabs.Tab value="good" fw={600}>
            {t('report.goodTab')} ({good.length})
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="trouble" pt="md">
          <SkillList
            skills={trouble}
            emptyBody={t('report.noTrouble', { defaultValue: NO_TROUBLE_SKILLS })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="good" pt="md">
          <SkillList skills={good} emptyBody={t('report.noGood', { defaultValue: NO_GOOD_SKILLS })} />
        </Tabs.Panel>
      </Tabs>
      <Stack gap="sm" component="section" aria-labelledby="demo-performance-title">
        <Title order={3} id="demo-performance-title">
          {t('report.performanceTitle')}
        </Title>
        <Text>{t('report.performanceIntro')}</Text>
        <PerformanceChart skills={report} />
      </Stack>
      <Paper radius="lg" p="xl" bg="brand.0">
        <Stack gap="sm" align="center" ta="center">
          <Title order={3}>{t('report.ctaTitle')}</Title>
          <Text>{t('report.ctaBody')}</Text>
          <Group justify="center">
            <Button component={Link} to={paths.preSignup.build()} size="md">
              {t('report.signUp')}
            </Button>
            <Button component={Link} to={paths.pricing.build()} size="md" variant="outline">
              {t('report.pricing')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
