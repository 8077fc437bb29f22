import { Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import {
  NO_IMPROVED_SKILLS,
  NO_MASTERED_SKILLS,
  NO_TROUBLE_SKILLS,
  type LearnerSkill,
} from '@mathwise/api-contract';
import { PROGRESS_AVERAGE_POINTS } from '@mathwise/learning-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { AverageBarChart } from '../../../ui/average-bar-chart.component';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { useBeatenLearners } from '../api/use-beaten-learners.query';
import { usePracticeSkills } from '../api/use-practice-skills.query';
import { LoadFailedAlert, NotFoundAlert } from '../components/load-failed-alert.component';
import { SkillPicker } from '../components/skill-picker.component';
import { SkillDetailPanel } from '../components/skill-detail-panel.component';
import { SkillTabs, type SkillCardData } from '../components/skill-tabs.component';
import { parseIdParam } from '../route-params';
import { correctRateOf, groupSkillsByClass } from '../skill-classes';
import { useLearnerId } from '../use-learner-id';

function SkillPanel({
  skill,
  topicId,
  learnerId,
}: {
  skill: LearnerSkill;
  topicId: number;
  learnerId: string;
}) {
  const { t, i18n } = useTranslation('practice');
  const beaten = useBeatenLearners(skill.skill_id, learnerId, skill.skill_learner_points);
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  return (
    <SkillDetailPanel
      skill={skill}
      level={skill.level}
      detail={
        skill.skill_attempts === 0
          ? t('topicReport.notPractised')
          : t('topicReport.correctRate', { percent: percent.format(correctRateOf(skill)) })
      }
      beatenPercent={beaten.data}
      topicId={topicId}
      isStarted={skill.skill_attempts > 0}
    />
  );
}

/** /practice/topic-report/:topicId: 'Practice Report' with a chart, a skill panel and the three class tabs. */
export function TopicReportPage() {
  const { t, i18n } = useTranslation('practice');
  const { t: tCommon } = useTranslation();
  usePageTitle(t('topicReport.pageTitle'));
  const topicId = parseIdParam(useParams().topicId);
  const learnerId = useLearnerId();
  const skills = usePracticeSkills(topicId ?? 0, topicId === undefined ? '' : learnerId);
  const [selectedId, setSelectedId] = useState<number | undefined>(undefined);
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });

  let content;
  if (topicId === undefined) content = <NotFoundAlert />;
  else if (skills.isPending) content = <PageSpinner label={tCommon('loading')} isInline />;
  else if (skills.isError) content = <LoadFailedAlert onRetry={() => void skills.refetch()} />;
  else if (skills.data.length === 0) content = <NotFoundAlert />;
  else {
    const selected = skills.data.find((skill) => skill.skill_id === selectedId) ?? skills.data[0];
    const groups = groupSkillsByClass(skills.data);
    const toCard = (skill: LearnerSkill): SkillCardData => ({
      skillId: skill.skill_id,
      name: skill.skill_name,
      level: skill.level,
      detail:
        skill.skill_attempts === 0
          ? t('topicReport.notPractised')
          : t('topicReport.correctRate', { percent: percent.format(correctRateOf(skill)) }),
      practiceHref: paths.practice.build(topicId, skill.skill_id),
      isStarted: skill.skill_attempts > 0,
    });
    content = (
      <Stack gap="xl">
        <Group justify="space-between" wrap="wrap">
          <Text size="lg">{t('topicReport.intro', { topic: skills.data[0]?.topic_name ?? '' })}</Text>
          <Button component={Link} to={paths.practice.build(topicId)} variant="light">
            {t('topicReport.practiceTopic')}
          </Button>
        </Group>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <AverageBarChart
                bars={skills.data.map((skill) => ({
                  label: skill.skill_name,
                  value: skill.skill_learner_points,
                }))}
                caption={t('topicReport.chartCaption')}
                valueLabel={t('topicReport.pointsLabel')}
                labelHeader={t('topicReport.skillHeader')}
                average={{ value: PROGRESS_AVERAGE_POINTS, label: t('topicReport.average') }}
                formatValue={(value) => number.format(value)}
              />
              <SkillPicker
                skills={skills.data}
                selectedId={selected?.skill_id}
                onSelect={setSelectedId}
                label={t('topicReport.selectSkill')}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            {selected && <SkillPanel skill={selected} topicId={topicId} learnerId={learnerId} />}
          </Grid.Col>
        </Grid>
        <SkillTabs
          label={t('topicReport.tabsLabel')}
          tabs={[
            {
              value: 'trouble',
              label: t('topicReport.troubleTab'),
              skills: groups.Trouble.map(toCard),
              emptyText: t('topicReport.noTrouble', { defaultValue: NO_TROUBLE_SKILLS }),
            },
            {
              value: 'improved',
              label: t('topicReport.improvedTab'),
              skills: groups.Improved.map(toCard),
              emptyText: t('topicReport.noImproved', { defaultValue: NO_IMPROVED_SKILLS }),
            },
            {
              value: 'mastered',
              label: t('topicReport.masteredTab'),
              skills: groups.Mastered.map(toCard),
              emptyText: t('topicReport.noMastered', { defaultValue: NO_MASTERED_SKILLS }),
            },
          ]}
        />
      </Stack>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('topicReport.title')}</Title>
        {content}
      </Stack>
    </Container>
  );
}
