import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { useLearnerProgress } from '../api/use-learner-progress.query';
import { LearnerHeader, LearnerReadFailed } from '../components/learner-header.component';
import { ProgressOverview } from '../components/progress-overview.component';
import { ProgressViews } from '../components/progress-views.component';

const reports = {
  progress: {
    pageTitle: 'parent.progressPageTitle',
    title: 'parent.progressTitle',
    path: paths.parentProgress,
    otherLabel: 'parent.toSummary',
    otherPath: paths.parentSummary,
  },
  summary: {
    pageTitle: 'parent.summaryPageTitle',
    title: 'parent.summaryTitle',
    path: paths.parentSummary,
    otherLabel: 'parent.toProgress',
    otherPath: paths.parentProgress,
  },
} as const;

/** The two read-only reports a parent has of one of their learners (spec 3 §2), each linking to the other. */
function ParentLearnerReport({ kind }: { kind: keyof typeof reports }) {
  const report = reports[kind];
  const { t } = useTranslation('progress');
  const { t: tCommon } = useTranslation();
  usePageTitle(t(report.pageTitle));
  const learnerId = useParams().learnerId ?? '';
  // Read first: it names the learner and answers 403 for anyone else's learner before the views load.
  const progress = useLearnerProgress(learnerId);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <LearnerHeader
          title={(name) => t(report.title, { name: progress.data?.learner.name ?? name })}
          learnerId={learnerId}
          buildPath={report.path.build}
          otherPage={{ label: t(report.otherLabel), href: report.otherPath.build(learnerId) }}
        />
        {progress.isPending ? (
          <PageSpinner label={tCommon('loading')} isInline />
        ) : progress.isError ? (
          <LearnerReadFailed error={progress.error} />
        ) : kind === 'progress' ? (
          <>
            <ProgressOverview progress={progress.data} />
            <ProgressViews learnerId={learnerId} view="analysis" canPractise={false} />
          </>
        ) : (
          <ProgressViews learnerId={learnerId} view="summary" canPractise={false} />
        )}
      </Stack>
    </Container>
  );
}

/** /parent/progress/:learnerId: totals, recent rounds and badges above the skill analysis. */
export function ParentProgressPage() {
  return <ParentLearnerReport kind="progress" />;
}

/** /parent/summary/:learnerId: the practice summary views. */
export function ParentSummaryPage() {
  return <ParentLearnerReport kind="summary" />;
}
