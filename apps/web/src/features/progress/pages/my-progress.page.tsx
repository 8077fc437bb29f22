import { Container, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useEffect } from 'react';
import { StreakCard } from '../../practice/components/streak-card.component';
import { useLearnerProgress } from '../api/use-learner-progress.query';
import { BadgesSection } from '../components/badges-section.component';
import { ProgressViews } from '../components/progress-views.component';

/** The learner's own badges and topic certificates (issue 6 "Rewards"); a failed read is only logged (spec 3 §8). */
function MyBadges({ learnerId }: { learnerId: string }) {
  const progress = useLearnerProgress(learnerId);
  useEffect(() => {
    if (progress.error) console.error('Loading the badges failed', progress.error);
  }, [progress.error]);
  return progress.data ? <BadgesSection badges={progress.data.badges} /> : null;
}

/** /my-progress/:tab?: tab 0 Summary, tab 1 Analysis (spec 3 §2). */
export function MyProgressPage() {
  const { t } = useTranslation('progress');
  usePageTitle(t('myProgress.pageTitle'));
  const navigate = useNavigate();
  const tab = useParams().tab === '1' ? 1 : 0;
  const { state } = useAuth();
  const learnerId = state.status === 'learner' ? state.user.id : '';
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('myProgress.title')}</Title>
        <StreakCard learnerId={learnerId} />
        <Tabs
          value={String(tab)}
          onChange={(value) => void navigate(paths.myProgress.build(value === '1' ? 1 : 0))}
          variant="pills"
        >
          <Tabs.List aria-label={t('myProgress.tabsLabel')} mb="lg">
            <Tabs.Tab value="0" fw={600}>
              {t('myProgress.summaryTab')}
            </Tabs.Tab>
            <Tabs.Tab value="1" fw={600}>
              {t('myProgress.analysisTab')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="0">
            {tab === 0 && <ProgressViews learnerId={learnerId} view="summary" canPractise />}
          </Tabs.Panel>
          <Tabs.Panel value="1">
            {tab === 1 && <ProgressViews learnerId={learnerId} view="analysis" canPractise />}
          </Tabs.Panel>
        </Tabs>
        <MyBadges learnerId={learnerId} />
      </Stack>
    </Container>
  );
}
