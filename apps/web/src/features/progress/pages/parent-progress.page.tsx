import { Container, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { usePageTitle } from '../../../app/use-page-title';
import { formatElapsed } from '../../../ui/elapsed-timer.component';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { useLearnerProgress, type LearnerProgress } from '../api/use-learner-progress.query';
import { BadgesSection } from '../components/badges-section.component';
import { LearnerHeader, LearnerReadFailed } from '../components/learner-header.component';
import { ProgressViews } from '../components/progress-views.component';

function ProgressOverview({ progress }: { progress: LearnerProgress }) {
  const { t, i18n } = useTranslation('progress');
  const number = new Intl.NumberFormat(i18n.language);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const week = progress.last_7_days;
  const facts = [
    { label: t('parent.totalPoints'), value: number.format(progress.total_points) },
    { label: t('parent.weekRounds'), value: number.format(week.rounds) },
    { label: t('parent.weekQuestions'), value: number.format(week.questions) },
    { label: t('parent.weekPoints'), value: number.format(week.points) },
    { label: t('parent.weekTime'), value: formatElapsed(week.total_time) },
  ];
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} component="dl" m={0}>
        {facts.map((fact) => (
          <Paper key={fact.label} withBorder radius="md" p="md">
            <Text component="dt" size="sm" c="dimmed" fw={600}>
              {fact.label}
            </Text>
            <Text component="dd" m={0} fw={800} size="xl">
              {fact.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Stack gap="sm" component="section" aria-labelledby="recent-activities">
        <Title order={2} size="h3" id="recent-activities">
          {t('parent.recentTitle')}
        </Title>
        {progress.recent_activities.length === 0 ? (
          <Text>{t('parent.noRecent')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('activities.topic')}</Table.Th>
                  <Table.Th scope="col">{t('activities.skill')}</Table.Th>
                  <Table.Th scope="col">{t('activities.date')}</Table.Th>
                  <Table.Th scope="col">{t('activities.attempts')}</Table.Th>
                  <Table.Th scope="col">{t('activities.wrong')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {progress.recent_activities.map((activity, index) => (
                  <Table.Tr key={`${activity.created_at}-${index}`} data-testid="recent-activity">
                    <Table.Td>{activity.topic_name}</Table.Td>
                    <Table.Th scope="row" fw={600}>
                      {activity.skill_name}
                    </Table.Th>
                    <Table.Td>{date.format(new Date(activity.created_at))}</Table.Td>
                    <Table.Td>{activity.attempts}</Table.Td>
                    <Table.Td>{activity.wrong_attempts}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <BadgesSection badges={progress.badges} />
    </Stack>
  );
}

/** /parent/progress/:learnerId: the read-only progress report of one of the parent's learners (spec 3 §2). */
export function ParentProgressPage() {
  const { t } = useTranslation('progress');
  const { t: tCommon } = useTranslation();
  usePageTitle(t('parent.progressPageTitle'));
  const learnerId = useParams().learnerId ?? '';
  const progress = useLearnerProgress(learnerId);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <LearnerHeader
          title={(name) => t('parent.progressTitle', { name: progress.data?.learner.name ?? name })}
          learnerId={learnerId}
          buildPath={paths.parentProgress.build}
          otherPage={{ label: t('parent.toSummary'), href: paths.parentSummary.build(learnerId) }}
        />
        {progress.isPending ? (
          <PageSpinner label={tCommon('loading')} isInline />
        ) : progress.isError ? (
          <LearnerReadFailed error={progress.error} />
        ) : (
          <>
            <ProgressOverview progress={progress.data} />
            <ProgressViews learnerId={learnerId} view="analysis" canPractise={false} />
          </>
        )}
      </Stack>
    </Container>
  );
}
