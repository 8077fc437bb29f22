import { Alert, Button, Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DIAGNOSTIC_MINUTES_PER_QUESTION, QUESTIONS_PER_ROUND } from '@mathwise/learning-rules';
import { IconArrowRight, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { useDiagnosticProgress } from '../api/use-diagnostic-progress.query';
import { useDiagnosticPlacedSkills, useDiagnosticSkills } from '../api/use-diagnostic-skills.query';
import { describeResumePoint, isDiagnosticComplete, resumeDiagnosticSession } from '../diagnostic-session';
import { LoadFailedAlert, NotFoundAlert } from '../components/load-failed-alert.component';
import { parseIdParam } from '../route-params';
import { useLearnerId } from '../use-learner-id';

function Fact({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text component="dt" size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} size="lg">
        {value}
        {detail && (
          <Text span display="block" size="sm" fw={400} c="dimmed">
            {detail}
          </Text>
        )}
      </Text>
    </Paper>
  );
}

/** /practice-portal/:topicId: the diagnostic welcome, shown when the learner has no points in the topic yet. */
export function PracticePortalPage() {
  const { t, i18n } = useTranslation('practice');
  const { t: tCommon } = useTranslation();
  usePageTitle(t('portal.pageTitle'));
  const topicId = parseIdParam(useParams().topicId);
  const learnerId = useLearnerId();
  const skills = useDiagnosticSkills(topicId ?? 0, topicId === undefined ? '' : learnerId);
  const placed = useDiagnosticPlacedSkills(topicId ?? 0, topicId === undefined ? '' : learnerId);
  const progress = useDiagnosticProgress(topicId ?? 0, topicId === undefined ? '' : learnerId);
  const minutes = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });

  let content;
  if (topicId === undefined) content = <NotFoundAlert />;
  else if (skills.isPending) content = <PageSpinner label={tCommon('loading')} isInline />;
  else if (skills.isError) content = <LoadFailedAlert onRetry={() => void skills.refetch()} />;
  else {
    const first = skills.data[0];
    const questionCount = skills.data.length * QUESTIONS_PER_ROUND;
    const placedCount = placed.data?.length ?? 0;
    const perSkill = {
      min: minutes.format(DIAGNOSTIC_MINUTES_PER_QUESTION.min * QUESTIONS_PER_ROUND),
      max: minutes.format(DIAGNOSTIC_MINUTES_PER_QUESTION.max * QUESTIONS_PER_ROUND),
    };
    const inAll = {
      min: minutes.format(DIAGNOSTIC_MINUTES_PER_QUESTION.min * questionCount),
      max: minutes.format(DIAGNOSTIC_MINUTES_PER_QUESTION.max * questionCount),
    };
    // The test the server kept (issue 21): offered first, so coming back goes on where the learner stopped.
    const resumable =
      progress.data?.in_progress === true
        ? resumeDiagnosticSession(topicId, learnerId, skills.data, progress.data, 0)
        : null;
    const resumePoint = resumable && describeResumePoint(resumable);
    const startButton = (
      <Button
        component={Link}
        to={paths.diagnosticTool.build(topicId)}
        size="lg"
        rightSection={
          resumePoint ? (
            <IconPlayerPlay size={18} aria-hidden="true" />
          ) : (
            <IconArrowRight size={18} aria-hidden="true" />
          )
        }
      >
        {resumePoint ? t('portal.resume') : t('portal.go')}
      </Button>
    );
    content = (
      <Stack gap="lg">
        {resumable && resumePoint && (
          <Alert color="blue" variant="light" title={t('portal.resumeTitle')}>
            <Text>
              {isDiagnosticComplete(resumable)
                ? t('portal.resumeFinished')
                : t('portal.resumeBody', {
                    count: resumePoint.answered,
                    total: questionCount,
                    skill: resumePoint.skillNumber,
                    question: resumePoint.questionNumber,
                  })}
            </Text>
            {/* In the notice, not after the test's description: on a phone that is a screen and a half below. */}
            <Group mt="sm">{startButton}</Group>
          </Alert>
        )}
        {first && (
          <Text size="lg">{t('portal.intro', { topic: first.topic_name, grade: first.subject_name })}</Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" component="dl" m={0}>
          <Fact
            label={t('portal.questions')}
            value={t('portal.questionsValue', { perSkill: QUESTIONS_PER_ROUND, count: questionCount })}
          />
          <Fact
            label={t('portal.time')}
            value={t('portal.timeTotalValue', { min: inAll.min, max: inAll.max })}
            detail={t('portal.timeDetail', {
              perSkillMin: perSkill.min,
              perSkillMax: perSkill.max,
              min: minutes.format(DIAGNOSTIC_MINUTES_PER_QUESTION.min),
              max: minutes.format(DIAGNOSTIC_MINUTES_PER_QUESTION.max),
            })}
          />
        </SimpleGrid>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('portal.skillsTitle', { count: skills.data.length })}
          </Title>
          <List spacing={4}>
            {skills.data.map((skill) => (
              <List.Item key={skill.skill_id}>
                {skill.skill_name}
                <Text span c="dimmed" size="sm">
                  {' '}
                  {t('portal.skillLength', {
                    count: QUESTIONS_PER_ROUND,
                    min: perSkill.min,
                    max: perSkill.max,
                  })}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
        {placedCount > 0 && (
          <Text data-testid="diagnostic-placed-note">
            {t('portal.placedNote', {
              tested: skills.data.length,
              total: skills.data.length + placedCount,
              count: placedCount,
            })}
          </Text>
        )}
        <Text c="dimmed">{t('portal.howItWorks')}</Text>
        <Group>
          {!resumePoint && startButton}
          <Button component={Link} to={paths.practice.build(topicId)} size="lg" variant="default">
            {t('portal.skip')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('portal.title')}</Title>
        {content}
      </Stack>
    </Container>
  );
}
