import {
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import type { LearnerSkill, LearnerTopic } from '@mathwise/api-contract';
import {
  calculateSharePercent,
  classifyReinforceStep,
  pickInitialSubject,
  SKILL_LEVEL_NAMES,
} from '@mathwise/learning-rules';
import { IconArrowRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { SubscriptionPausedDialog } from '../../billing/components/subscription-paused-dialog.component';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { useLearnerSubjects } from '../../progress/api/use-learner-subjects.query';
import { useLearnerTopics } from '../../progress/api/use-learner-topics.query';
import { useReinforceSkills } from '../api/use-reinforce-skills.query';
import { LoadFailedAlert } from '../components/load-failed-alert.component';
import { StreakCard } from '../components/streak-card.component';
import { LEVEL_COLOURS } from '../components/skill-tabs.component';
import { parseTabParam } from '../route-params';
import { useLearnerId } from '../use-learner-id';
import { usePausedGate } from '../use-paused-gate';

type Guard = (action: () => void) => void;

function TopicCard({ topic, guard }: { topic: LearnerTopic; guard: Guard }) {
  const { t, i18n } = useTranslation('practice');
  const navigate = useNavigate();
  const number = new Intl.NumberFormat(i18n.language);
  const share = calculateSharePercent(topic.learner_topic_points, topic.points);
  // Spec 3 §2: the practice portal (diagnostic welcome) is for a topic where the learner has no points yet.
  const hasPoints = topic.learner_topic_points > 0;
  const go = (to: string) => guard(() => void navigate(to));
  return (
    <Paper withBorder radius="lg" p="md" component="li">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {topic.name}
        </Title>
        <Progress value={share} aria-hidden="true" />
        <Text size="sm" c="dimmed">
          {t('myPractice.topicPoints', {
            learner: number.format(topic.learner_topic_points),
            total: number.format(topic.points),
          })}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            onClick={() =>
              go(hasPoints ? paths.practice.build(topic.id) : paths.practicePortal.build(topic.id))
            }
            aria-label={t('myPractice.practiseTopic', { topic: topic.name })}
          >
            {t('myPractice.practice')}
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => go(paths.practicePortal.build(topic.id))}
            aria-label={t('myPractice.diagnoseTopic', { topic: topic.name })}
          >
            {t('myPractice.diagnose')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => void navigate(paths.topicReport.build(topic.id))}
            aria-label={t('myPractice.reportTopic', { topic: topic.name })}
          >
            {t('myPractice.report')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function SkillRow({ skill, guard }: { skill: LearnerSkill; guard: Guard }) {
  const { t } = useTranslation('practice');
  const navigate = useNavigate();
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py={6}>
      {/* The name wraps and the button keeps its width: in a row that does not wrap, the button was the one to
          shrink, down to "Pract". */}
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Text size="sm" fw={600}>
          {skill.skill_name}
        </Text>
        <Text size="xs" c="dimmed">
          {skill.topic_name}
        </Text>
      </Stack>
      <Button
        size="compact-sm"
        variant="light"
        style={{ flexShrink: 0 }}
        onClick={() => guard(() => void navigate(paths.practice.build(skill.topic_id, skill.skill_id)))}
        aria-label={t('myPractice.practiseSkill', { name: skill.skill_name })}
      >
        {t('myPractice.practice')}
      </Button>
    </Group>
  );
}

/**
 * A learner who has not answered a single question of the grade (issue 21): where to begin, with one obvious button,
 * the diagnostic of the grade's first topic.
 */
function StartHere({ topic, guard }: { topic: LearnerTopic; guard: Guard }) {
  const { t } = useTranslation('practice');
  const navigate = useNavigate();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      bg="brand.0"
      component="section"
      aria-labelledby="start-here"
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="start-here">
          {t('myPractice.startTitle')}
        </Title>
        <Text size="lg">{t('myPractice.startBody', { topic: topic.name, count: topic.skills.length })}</Text>
        <Button
          size="lg"
          maw="100%"
          // A long topic name wraps on a phone instead of pushing the button past the screen's edge.
          h="auto"
          py="xs"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          onClick={() => guard(() => void navigate(paths.practicePortal.build(topic.id)))}
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          {t('myPractice.startAction', { topic: topic.name })}
        </Button>
      </Stack>
    </Paper>
  );
}

function PlanTab({ topics, guard }: { topics: LearnerTopic[]; guard: Guard }) {
  const { t } = useTranslation('practice');
  const allSkills = topics.flatMap((topic) => topic.skills);
  // A skill never practised is "Not started", not Fundamental: the level columns hold the skills begun.
  const skills = allSkills.filter((skill) => skill.skill_attempts > 0);
  const notStarted = allSkills.filter((skill) => skill.skill_attempts === 0);
  const firstTopic = topics[0];
  const isFirstVisit = skills.length === 0 && topics.every((topic) => topic.learner_topic_points === 0);
  return (
    <Stack gap="xl">
      {isFirstVisit && firstTopic && <StartHere topic={firstTopic} guard={guard} />}
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('myPractice.topicsTitle')}
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="md"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {topics.map((topic) => (
            <TopicCard key={topic.id} topic={topic} guard={guard} />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('myPractice.skillsByLevel')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {notStarted.length > 0 && (
            <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="level-not-started">
              <Group justify="space-between" mb="xs">
                <Title order={3} size="h5" id="level-not-started">
                  {t('notStarted')}
                </Title>
                <Badge color="gray.7" variant="outline">
                  {notStarted.length}
                </Badge>
              </Group>
              <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {notStarted.map((skill) => (
                  <SkillRow key={skill.skill_id} skill={skill} guard={guard} />
                ))}
              </Stack>
            </Paper>
          )}
          {Object.values(SKILL_LEVEL_NAMES).map((level) => {
            const atLevel = skills.filter((skill) => skill.level === level);
            return (
              <Paper
                key={level}
                withBorder
                radius="lg"
                p="md"
                component="section"
                aria-labelledby={`level-${level}`}
              >
                <Group justify="space-between" mb="xs">
                  <Title order={3} size="h5" id={`level-${level}`}>
                    {t(`levels.${level}`)}
                  </Title>
                  <Badge color={LEVEL_COLOURS[level]} variant="outline">
                    {atLevel.length}
                  </Badge>
                </Group>
                {atLevel.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('myPractice.noSkillsAtLevel')}
                  </Text>
                ) : (
                  <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                    {atLevel.map((skill) => (
                      <SkillRow key={skill.skill_id} skill={skill} guard={guard} />
                    ))}
                  </Stack>
                )}
              </Paper>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

function ReinforceTab({
  subjectId,
  learnerId,
  guard,
}: {
  subjectId: number;
  learnerId: string;
  guard: Guard;
}) {
  const { t } = useTranslation('practice');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const skills = useReinforceSkills(subjectId, learnerId);
  if (skills.isPending) return <PageSpinner label={tCommon('loading')} isInline />;
  if (skills.isError) return <LoadFailedAlert onRetry={() => void skills.refetch()} />;
  if (skills.data.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg" bg="gray.0">
        <Text fw={700}>{t('myPractice.reinforceEmptyTitle')}</Text>
        <Text>{t('myPractice.reinforceEmpty')}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Text>{t('myPractice.reinforceIntro')}</Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing="md"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {skills.data.map((skill) => {
          // Spec 3 §4: Reinforce cards use steps of 20/40/60/80 of the skill's points.
          const step = classifyReinforceStep(
            calculateSharePercent(skill.skill_learner_points, skill.skill_points),
          );
          return (
            <Paper key={skill.skill_id} withBorder radius="lg" p="md" component="li">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Title order={3} size="h5">
                    {skill.skill_name}
                  </Title>
                  <Badge color={LEVEL_COLOURS[skill.level]} variant="outline">
                    {t(`levels.${skill.level}`)}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {skill.topic_name}
                </Text>
                <Progress value={step * 20} aria-hidden="true" color="teal.8" />
                <Text size="sm">{t('myPractice.step', { step })}</Text>
                <Group>
                  <Button
                    size="xs"
                    onClick={() =>
                      guard(() => void navigate(paths.practice.build(skill.topic_id, skill.skill_id)))
                    }
                    aria-label={`${t('myPractice.resume')}: ${skill.skill_name}`}
                  >
                    {t('myPractice.resume')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** /my-practice/:tab?: tab 0 My Plan (topics and skills by level), tab 1 Reinforce (spec 3 §2). */
export function MyPracticePage() {
  const { t } = useTranslation('practice');
  const { t: tCommon } = useTranslation();
  usePageTitle(t('myPractice.pageTitle'));
  const navigate = useNavigate();
  const tab = parseTabParam(useParams().tab, 2);
  const learnerId = useLearnerId();
  const { state: auth } = useAuth();
  const paused = usePausedGate();
  const showPaused = paused.showPaused;
  // Spec 2 §2: the dialog appears on my-practice as soon as the subscription is known to be paused, not only when
  // a button is pressed; closing it leaves the page readable, and each practice button opens it again.
  useEffect(() => {
    if (paused.isPaused) showPaused();
  }, [paused.isPaused, showPaused]);
  const subjects = useLearnerSubjects(learnerId);
  const [chosenSubjectId, setChosenSubjectId] = useState<number | undefined>(undefined);
  const subjectId = chosenSubjectId ?? (subjects.data ? pickInitialSubject(subjects.data)?.id : undefined);
  const topics = useLearnerTopics(subjectId, learnerId);

  let content;
  if (subjects.isPending || (subjectId !== undefined && topics.isPending)) {
    content = <PageSpinner label={tCommon('loading')} isInline />;
  } else if (subjects.isError) content = <LoadFailedAlert onRetry={() => void subjects.refetch()} />;
  else if (subjectId === undefined) content = <Text>{t('myPractice.noGrade')}</Text>;
  else if (topics.isError) content = <LoadFailedAlert onRetry={() => void topics.refetch()} />;
  else {
    content = (
      <Tabs
        value={String(tab)}
        onChange={(value) => void navigate(paths.myPractice.build(value === '1' ? 1 : 0))}
        variant="pills"
        radius="md"
      >
        <Tabs.List aria-label={t('myPractice.tabs.label')} mb="lg">
          <Tabs.Tab value="0" fw={600}>
            {t('myPractice.tabs.plan')}
          </Tabs.Tab>
          <Tabs.Tab value="1" fw={600}>
            {t('myPractice.tabs.reinforce')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="0">
          {topics.data && <PlanTab topics={topics.data} guard={paused.guard} />}
        </Tabs.Panel>
        <Tabs.Panel value="1">
          {tab === 1 && <ReinforceTab subjectId={subjectId} learnerId={learnerId} guard={paused.guard} />}
        </Tabs.Panel>
      </Tabs>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1}>{t('myPractice.title')}</Title>
          {subjects.data && subjects.data.length > 1 && subjectId !== undefined && (
            <SegmentedControl
              aria-label={t('myPractice.grade')}
              value={String(subjectId)}
              onChange={(value) => setChosenSubjectId(Number(value))}
              data={subjects.data.map((subject) => ({ value: String(subject.id), label: subject.name }))}
            />
          )}
        </Group>
        <StreakCard learnerId={learnerId} />
        {content}
      </Stack>
      <SubscriptionPausedDialog
        isOpen={paused.isDialogOpen}
        onClose={paused.closeDialog}
        userType={auth.status === 'parent' ? 'parent' : 'learner'}
      />
    </Container>
  );
}
