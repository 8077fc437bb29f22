import { Button, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { NO_GOOD_SKILLS, NO_TROUBLE_SKILLS } from '@mathwise/api-contract';
import { PROGRESS_AVERAGE_POINTS } from '@mathwise/learning-rules';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { AverageBarChart } from '../../../ui/average-bar-chart.component';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { useDiagnosticBeatenLearners } from '../api/use-diagnostic-beaten-learners.query';
import { useDiagnosticPlacedSkills, useDiagnosticSkills } from '../api/use-diagnostic-skills.query';
import { LoadFailedAlert, NotFoundAlert } from '../components/load-failed-alert.component';
import { SkillPicker } from '../components/skill-picker.component';
import { SkillDetailPanel } from '../components/skill-detail-panel.component';
import { SkillTabs, type SkillCardData } from '../components/skill-tabs.component';
import { buildDiagnosticReport, type DiagnosticSkillReport } from '../diagnostic-report';
import { isDiagnosticComplete, loadDiagnosticSession, summariseDiagnostic } from '../diagnostic-session';
import { parseIdParam } from '../route-params';
import { useLearnerId } from '../use-learner-id';

/** Issue 20: a placed skill's line names the tested skills its place comes from, in the page's language. */
function usePlacedFromText() {
  const { t, i18n } = useTranslation('practice');
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (report: DiagnosticSkillReport) =>
    t('report.placedFrom', { names: names.format(report.placedFrom.map((source) => source.skill_name)) });
}

function SelectedSkillPanel({
  report,
  topicId,
  learnerId,
}: {
  report: DiagnosticSkillReport;
  topicId: number;
  learnerId: string;
}) {
  const { t } = useTranslation('practice');
  const placedFromText = usePlacedFromText();
  const { skill } = report;
  const beaten = useDiagnosticBeatenLearners(skill.skill_id, learnerId, skill.skill_learner_points);
  return (
    <SkillDetailPanel
      skill={skill}
      level={report.level}
      detail={
        report.placedFrom.length > 0
          ? placedFromText(report)
          : t('report.rightFirstTime', {
              right: report.answered - report.firstCheckWrong,
              count: report.answered,
            })
      }
      beatenPercent={beaten.data}
      topicId={topicId}
    />
  );
}

/** /diagnostic-report/:topicId: chart by skill, the selected skill's level and plan, Trouble / Good tabs. */
export function DiagnosticReportPage() {
  const { t, i18n } = useTranslation('practice');
  const { t: tCommon } = useTranslation();
  usePageTitle(t('report.pageTitle'));
  const topicId = parseIdParam(useParams().topicId);
  const learnerId = useLearnerId();
  const skills = useDiagnosticSkills(topicId ?? 0, topicId === undefined ? '' : learnerId);
  const placed = useDiagnosticPlacedSkills(topicId ?? 0, topicId === undefined ? '' : learnerId);
  const placedFromText = usePlacedFromText();
  const [selectedId, setSelectedId] = useState<number | undefined>(undefined);
  const results = useMemo(() => {
    if (topicId === undefined || learnerId === '') return null;
    const session = loadDiagnosticSession(sessionStorage, topicId, learnerId);
    return session && isDiagnosticComplete(session) ? summariseDiagnostic(session) : null;
  }, [topicId, learnerId]);
  const number = new Intl.NumberFormat(i18n.language);

  let content;
  if (topicId === undefined) content = <NotFoundAlert />;
  else if (skills.isPending) content = <PageSpinner label={tCommon('loading')} isInline />;
  else if (skills.isError) content = <LoadFailedAlert onRetry={() => void skills.refetch()} />;
  else {
    const report = buildDiagnosticReport(skills.data, results, placed.data ?? []);
    const placedCount = report.length - skills.data.length;
    const hasResults = report.some((entry) => entry.answered > 0);
    if (!hasResults) {
      content = (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h4">
              {t('report.missingTitle')}
            </Title>
            <Text>{t('report.missingBody')}</Text>
            <Button component={Link} to={paths.practicePortal.build(topicId)}>
              {t('report.takeTest')}
            </Button>
          </Stack>
        </Paper>
      );
    } else {
      // The weakest skill is selected first: it is where the plan starts.
      const selected =
        report.find((entry) => entry.skill.skill_id === selectedId) ??
        [...report].sort((a, b) => a.correctRatePercent - b.correctRatePercent)[0];
      const toCard = (entry: DiagnosticSkillReport): SkillCardData => ({
        skillId: entry.skill.skill_id,
        name: entry.skill.skill_name,
        level: entry.level,
        detail:
          entry.placedFrom.length > 0
            ? placedFromText(entry)
            : t('report.rightFirstTime', {
                right: entry.answered - entry.firstCheckWrong,
                count: entry.answered,
              }),
        practiceHref: paths.practice.build(topicId, entry.skill.skill_id),
      });
      content = (
        <Stack gap="xl">
          <Text size="lg">{t('report.intro', { topic: skills.data[0]?.topic_name ?? '' })}</Text>
          {placedCount > 0 && (
            <Text data-testid="diagnostic-placed-note">
              {t('report.placedNote', {
                tested: skills.data.length,
                total: report.length,
                count: placedCount,
              })}
            </Text>
          )}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                <AverageBarChart
                  bars={report.map((entry) => ({
                    label: entry.skill.skill_name,
                    value: entry.skill.skill_learner_points,
                  }))}
                  caption={t('report.chartCaption')}
                  valueLabel={t('report.pointsLabel')}
                  labelHeader={t('report.skillHeader')}
                  average={{ value: PROGRESS_AVERAGE_POINTS, label: t('report.average') }}
                  formatValue={(value) => number.format(value)}
                />
                <SkillPicker
                  skills={report.map((entry) => entry.skill)}
                  selectedId={selected?.skill.skill_id}
                  onSelect={setSelectedId}
                  label={t('report.selectSkill')}
                />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              {selected && <SelectedSkillPanel report={selected} topicId={topicId} learnerId={learnerId} />}
            </Grid.Col>
          </Grid>
          <Stack gap="sm" component="section" aria-labelledby="more-information">
            <Title order={2} size="h3" id="more-information">
              {t('report.moreInformation')}
            </Title>
            <SkillTabs
              label={t('report.moreInformation')}
              tabs={[
                {
                  value: 'trouble',
                  label: t('report.troubleTab'),
                  skills: report.filter((entry) => !entry.isGoodAt).map(toCard),
                  emptyText: t('report.noTrouble', { defaultValue: NO_TROUBLE_SKILLS }),
                },
                {
                  value: 'good',
                  label: t('report.goodTab'),
                  skills: report.filter((entry) => entry.isGoodAt).map(toCard),
                  emptyText: t('report.noGood', { defaultValue: NO_GOOD_SKILLS }),
                },
              ]}
            />
          </Stack>
        </Stack>
      );
    }
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('report.title')}</Title>
        {content}
      </Stack>
    </Container>
  );
}
