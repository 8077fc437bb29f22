import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { usePageTitle } from '../../../app/use-page-title';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { useLearnerProgress } from '../api/use-learner-progress.query';
import { LearnerHeader, LearnerReadFailed } from '../components/learner-header.component';
import { ProgressViews } from '../components/progress-views.component';

/** /parent/summary/:learnerId: the read-only practice summary of one of the parent's learners (spec 3 §2). */
export function ParentSummaryPage() {
  const { t } = useTranslation('progress');
  const { t: tCommon } = useTranslation();
  usePageTitle(t('parent.summaryPageTitle'));
  const learnerId = useParams().learnerId ?? '';
  // Read first: it names the learner and answers 403 for anyone else's learner before the views load.
  const progress = useLearnerProgress(learnerId);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <LearnerHeader
          title={(name) => t('parent.summaryTitle', { name: progress.data?.learner.name ?? name })}
          learnerId={learnerId}
          buildPath={paths.parentSummary.build}
          otherPage={{ label: t('parent.toProgress'), href: paths.parentProgress.build(learnerId) }}
        />
        {progress.isPending ? (
          <PageSpinner label={tCommon('loading')} isInline />
        ) : progress.isError ? (
          <LearnerReadFailed error={progress.error} />
        ) : (
          <ProgressViews learnerId={learnerId} view="summary" canPractise={false} />
        )}
      </Stack>
    </Container>
  );
}
