import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { useGradeTopicSelection } from '../use-grade-topic-selection';
import { AnalysisOverview } from './analysis-overview.component';
import { GradeTopicPicker } from './grade-topic-picker.component';
import { PracticeSummaryView } from './practice-summary.component';
import { SkillAnalysis } from './skill-analysis.component';

/** The grade and topic pickers above one of the two progress views, shared by the learner's and the parent's pages. */
export function ProgressViews({
  learnerId,
  view,
  canPractise,
}: {
  learnerId: string;
  view: 'summary' | 'analysis';
  canPractise: boolean;
}) {
  const { t } = useTranslation('progress');
  const { t: tCommon } = useTranslation();
  const selection = useGradeTopicSelection(learnerId);
  const { subjects, topics, subjectId, topic } = selection;

  if (subjects.isPending || (subjectId !== undefined && topics.isPending)) {
    return <PageSpinner label={tCommon('loading')} isInline />;
  }
  if (subjects.isError || topics.isError) return <Text role="alert">{t('loadFailedBody')}</Text>;
  if (subjectId === undefined || !topics.data) return <Text>{t('noGrade')}</Text>;

  const picker = (
    <GradeTopicPicker
      subjects={subjects.data}
      subjectId={subjectId}
      onSubjectChange={selection.selectSubject}
      topics={topics.data}
      topicId={topic?.id}
      onTopicChange={selection.selectTopic}
    />
  );

  if (view === 'summary') {
    return (
      <Stack gap="lg">
        {picker}
        {topic && <PracticeSummaryView key={topic.id} topicId={topic.id} learnerId={learnerId} />}
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      <AnalysisOverview topics={topics.data} />
      <Stack gap="md">
        {picker}
        {topic && <SkillAnalysis key={topic.id} topic={topic} canPractise={canPractise} />}
      </Stack>
    </Stack>
  );
}
