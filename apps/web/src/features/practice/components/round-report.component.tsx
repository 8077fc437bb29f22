import {
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { LearnerSkill, MissedQuestion, RoundReport, SavedRoundResponse } from '@mathwise/api-contract';
import { calculateSharePercent } from '@mathwise/learning-rules';
import {
  IconArrowRight,
  IconBook2,
  IconCircleCheck,
  IconStarFilled,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { formatElapsed } from '../../../ui/elapsed-timer.component';
import { MathText } from '../../../ui/math-text.component';

/** Each celebration's picture and colour: only a round of 9 or 10 right first time gets the trophy (issue 21). */
const CELEBRATIONS: Record<RoundReport['celebration'], { icon: Icon; color: string }> = {
  outstanding: { icon: IconTrophy, color: 'yellow' },
  strong: { icon: IconStarFilled, color: 'teal' },
  steady: { icon: IconCircleCheck, color: 'blue' },
  tough: { icon: IconBook2, color: 'gray' },
};

function Fact({
  label,
  value,
  explanation,
  testId,
}: {
  label: string;
  value: string;
  explanation: string;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text component="dt" size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0}>
        <Text span display="block" fw={700} size="xl" data-testid={testId}>
          {value}
        </Text>
        <Text span display="block" size="sm">
          {explanation}
        </Text>
      </Text>
    </Paper>
  );
}

/** The text of an answer as the learner saw it: a choice's label rather than its value. */
function answerText(question: MissedQuestion['question'], answer: string | null): string {
  if (answer === null || answer === '') return '';
  return question.question_options?.find((option) => option.value === answer)?.label ?? answer;
}

function MissedQuestionItem({ entry, number }: { entry: MissedQuestion; number: number }) {
  const { t } = useTranslation('practice');
  const given = answerText(entry.question, entry.selected_answer);
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="xs">
        <Title order={4} fz="md">
          {t('roundReport.missedQuestion', { number })}
          {entry.task_name && (
            <Text span c="dimmed" size="sm" fw={400}>
              {' '}
              · {entry.task_name}
            </Text>
          )}
        </Title>
        {/* KaTeX has almost always arrived with the round; if not, the text waits here, not the report. */}
        <Suspense fallback={<Text>{entry.question.title}</Text>}>
          <Text>
            <MathText text={entry.question.title} />
          </Text>
          {given && given !== entry.question.answer && (
            <Text size="sm">
              {t('roundReport.yourAnswer')} <MathText text={given} />
            </Text>
          )}
          <Text size="sm" fw={700}>
            {t('roundReport.rightAnswer')}{' '}
            <MathText text={answerText(entry.question, entry.question.answer)} />
          </Text>
          {entry.explanation && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              <Text span fw={600}>
                {t('roundReport.howToSolve')}{' '}
              </Text>
              <MathText text={entry.explanation} />
            </Text>
          )}
        </Suspense>
      </Stack>
    </Paper>
  );
}

function NextStep({ step, skillName }: { step: RoundReport['next_step']; skillName: string }) {
  const { t } = useTranslation('practice');
  let text: string;
  let label: string;
  let to: string;
  if (step.kind === 'next_skill' && step.skill_id === null) {
    text = t('roundReport.next.topicMastered');
    label = t('roundReport.next.topicMasteredAction');
    to = paths.myPractice.build();
  } else {
    const name = step.skill_name ?? skillName;
    to = paths.practice.build(step.topic_id, step.skill_id ?? undefined);
    if (step.kind === 'same_skill') {
      text = t('roundReport.next.sameSkill', { name });
      label = t('roundReport.next.sameSkillAction', { name });
    } else if (step.kind === 'plan_task') {
      text = step.task_name
        ? t('roundReport.next.planTask', { name, task: step.task_name })
        : t('roundReport.next.sameSkill', { name });
      label = t('roundReport.next.sameSkillAction', { name });
    } else {
      text = t('roundReport.next.nextSkill', { name });
      label = t('roundReport.next.nextSkillAction', { name });
    }
  }
  return (
    <Paper withBorder radius="md" p="md" bg="brand.0" component="section" aria-labelledby="round-next-step">
      <Stack gap="sm" align="flex-start">
        <Title order={3} size="h4" id="round-next-step">
          {t('roundReport.next.title')}
        </Title>
        <Text>{text}</Text>
        <Button
          component={Link}
          to={to}
          maw="100%"
          // A skill's name can be long: the label wraps on a phone instead of running past the screen's edge.
          h="auto"
          py="xs"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          variant="light"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          {label}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The report after a practice round (spec 3 §4), made to explain itself (issue 21): a heading in proportion to the
 * result, each number with the words that say what it is made of, the questions missed with their worked
 * solutions, and one recommended next step. Falls back to the spec's numbers alone when the server sent no report.
 */
export function PracticeRoundReport({
  skill,
  result,
  scoreFallback,
  rightFallback,
}: {
  skill: Pick<LearnerSkill, 'skill_name'>;
  result: SavedRoundResponse;
  scoreFallback: number;
  rightFallback: number;
}) {
  const { t, i18n } = useTranslation('practice');
  const number = new Intl.NumberFormat(i18n.language);
  const report = result.report;
  const answered = report?.answered ?? result.practice_results.total_questions;
  const right = report ? report.answered - report.first_check_wrong : rightFallback;
  const wrong = answered - right;
  const celebration = CELEBRATIONS[report?.celebration ?? 'steady'];
  const CelebrationIcon = celebration.icon;
  const skillShare = report
    ? calculateSharePercent(report.skill_points_after, report.skill_points_available)
    : 0;
  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="xl" color={celebration.color} variant="light" aria-hidden="true">
          <CelebrationIcon size={26} />
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={2}>{t('session.roundTitle', { name: skill.skill_name })}</Title>
          <Text size="lg" data-testid="round-celebration">
            {t(`roundReport.celebration.${report?.celebration ?? 'steady'}`, { right, count: answered })}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" component="dl" m={0}>
        <Fact
          label={t('roundReport.pointsLabel')}
          value={number.format(result.practice_results.points)}
          testId="round-points"
          explanation={
            report
              ? t('roundReport.pointsExplained', {
                  questionPoints: number.format(report.question_points),
                  right: answered - report.first_check_wrong,
                  count: answered,
                  points: number.format(report.round_points),
                })
              : t('roundReport.pointsExplainedShort')
          }
        />
        <Fact
          label={t('session.score')}
          value={String(report?.score ?? scoreFallback)}
          testId="round-score-final"
          explanation={t('roundReport.scoreExplained', { count: wrong })}
        />
        <Fact
          label={t('session.time')}
          value={formatElapsed(result.practice_results.total_time)}
          explanation={t('roundReport.timeExplained')}
        />
        <Paper withBorder radius="md" p="md">
          <Text component="dt" size="sm" c="dimmed" fw={600}>
            {t('roundReport.skillPointsLabel')}
          </Text>
          <Text component="dd" m={0}>
            <Group gap="xs" component="span">
              <Text span fw={700} size="xl">
                {report
                  ? t('roundReport.skillPointsValue', {
                      points: number.format(report.skill_points_after),
                      total: number.format(report.skill_points_available),
                    })
                  : number.format(result.skill_learner_points)}
              </Text>
              <Badge size="lg" variant="light" color="brand" component="span">
                {t(`levels.${result.level}`)}
              </Badge>
            </Group>
            {report && (
              <>
                <Progress value={skillShare} aria-hidden="true" my={6} />
                <Text span display="block" size="sm">
                  {report.next_level
                    ? t('roundReport.skillPointsExplained', {
                        before: number.format(report.skill_points_before),
                        after: number.format(report.skill_points_after),
                        needed: number.format(report.next_level.points_needed),
                        level: t(`levels.${report.next_level.level}`),
                      })
                    : t('roundReport.skillPointsMaster', {
                        before: number.format(report.skill_points_before),
                        after: number.format(report.skill_points_after),
                      })}
                </Text>
              </>
            )}
          </Text>
        </Paper>
      </SimpleGrid>
      {report && <NextStep step={report.next_step} skillName={skill.skill_name} />}
      {report && report.missed.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="round-missed">
          <Title order={3} size="h4" id="round-missed">
            {t('roundReport.missedTitle', { count: report.missed.length })}
          </Title>
          <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {report.missed.map((entry, index) => (
              <MissedQuestionItem key={entry.question.id} entry={entry} number={index + 1} />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
