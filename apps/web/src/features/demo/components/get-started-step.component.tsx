import { Alert, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DEMO_MINUTES_PER_QUESTION, DEMO_QUESTIONS_PER_SKILL } from '@mathwise/learning-rules';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { useDemoSkills, useDemoTopic } from '../api/demo.queries';
import { clearDemoSession, createDemoSession, saveDemoSession } from '../demo-session';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text component="dt" size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

/** Step 1 'Get Started' (spec 1 §2): grade, topic, questions per skill and the time range, then 'Let's Go'. */
export function GetStartedStep({ topicId }: { topicId: number }) {
  const { t, i18n } = useTranslation('demo');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const topic = useDemoTopic(topicId);
  const skills = useDemoSkills(topicId);

  if (topic.isPending || skills.isPending) return <PageSpinner label={tCommon('loading')} isInline />;
  if (topic.isError || skills.isError) {
    return (
      <Alert color="red" title={t('loadFailedTitle')} role="alert">
        {t('loadFailedBody')}
      </Alert>
    );
  }

  const skillCount = skills.data.skills.length;
  const questionCount = skillCount * DEMO_QUESTIONS_PER_SKILL;
  const minutes = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const grade = topic.data.subject[0]?.name ?? '';

  const start = () => {
    clearDemoSession(sessionStorage, topicId);
    saveDemoSession(sessionStorage, createDemoSession(topicId, Date.now()));
    void navigate(paths.diagnosticDemo.build(topicId, 2));
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2}>{t('start.title')}</Title>
        <Text size="lg">{t('start.welcome', { topic: topic.data.name, grade })}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" component="dl" m={0}>
        <Fact label={t('start.grade')} value={grade} />
        <Fact label={t('start.topic')} value={topic.data.name} />
        <Fact
          label={t('start.questions')}
          value={t('start.questionsValue', { perSkill: DEMO_QUESTIONS_PER_SKILL, count: questionCount })}
        />
        <Fact
          label={t('start.time')}
          value={t('start.timeValue', {
            min: minutes.format(DEMO_MINUTES_PER_QUESTION.min),
            max: minutes.format(DEMO_MINUTES_PER_QUESTION.max),
            totalMin: minutes.format(Math.ceil(questionCount * DEMO_MINUTES_PER_QUESTION.min)),
            totalMax: minutes.format(Math.ceil(questionCount * DEMO_MINUTES_PER_QUESTION.max)),
          })}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('start.skillsTitle', { count: skillCount })}
        </Title>
        <List spacing={4}>
          {skills.data.skills.map((skill) => (
            <List.Item key={skill.skill_id}>{skill.skill_name}</List.Item>
          ))}
        </List>
      </Stack>
      <Text c="dimmed">{t('start.howItWorks')}</Text>
      <Group>
        <Button size="lg" onClick={start} rightSection={<IconArrowRight size={18} aria-hidden="true" />}>
          {t('start.go')}
        </Button>
      </Group>
    </Stack>
  );
}
