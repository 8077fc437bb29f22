import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { LEAVE_WARNING } from '@mathwise/api-contract';
import type { QuestionMarker, ValidationControl } from '@mathwise/learning-rules';
import { IconArrowRight, IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { ElapsedTimer } from '../../../ui/elapsed-timer.component';
import { LeaveWarningDialog } from '../../../ui/leave-warning-dialog.component';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { QuestionMarkers } from '../../../ui/question-markers.component';
import { useLeaveWarning } from '../../../ui/use-leave-warning';
import { fetchDemoQuestion, useDemoSkills } from '../api/demo.queries';
import {
  clearDemoSession,
  createDemoSession,
  finishQuestion,
  loadDemoSession,
  nextDifficultyOf,
  saveDemoSession,
  scoreOf,
  showProgressBar,
  type DemoSession,
} from '../demo-session';
import { QuestionPanel } from './question-panel.component';

/** Step 2 'Answer Questions' (spec 1 §2, §4): five questions per skill, then the next skill, then the report. */
export function AnswerQuestionsStep({ topicId }: { topicId: number }) {
  const { t } = useTranslation('demo');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const skills = useDemoSkills(topicId);
  const [session, setSession] = useState<DemoSession>(
    () => loadDemoSession(sessionStorage, topicId) ?? createDemoSession(topicId, Date.now()),
  );
  const [hasAnswered, setHasAnswered] = useState(false);
  const [openMarker, setOpenMarker] = useState<QuestionMarker>(null);
  const markers = showProgressBar(session, openMarker);

  useEffect(() => saveDemoSession(sessionStorage, session), [session]);

  const blocker = useLeaveWarning(!session.is_finished);
  const skill = skills.data?.skills[session.current_skill];
  const task = skill?.tasks[session.current_task];
  const question = useQuery({
    queryKey: [
      'demo',
      'question',
      topicId,
      session.started_at,
      session.current_skill,
      session.current_question_number,
    ],
    queryFn: () => {
      if (!skill) throw new Error('No skill at this position');
      return fetchDemoQuestion(skill.skill_id, nextDifficultyOf(session, skill), task?.id, []);
    },
    enabled: skill !== undefined && !session.is_finished,
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });

  if (skills.isPending) return <PageSpinner label={tCommon('loading')} isInline />;
  if (skills.isError || skills.data.skills.length === 0) {
    return (
      <Alert color="red" title={t('loadFailedTitle')} role="alert">
        {t('loadFailedBody')}
      </Alert>
    );
  }

  const onNext = (control: ValidationControl) => {
    setHasAnswered(true);
    setOpenMarker(null);
    setSession((current) => finishQuestion(current, control, skills.data.skills));
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={2}>{t('answer.title')}</Title>
          {skill && !session.is_finished && (
            <Text fw={600} c="brand.7">
              {t('answer.skill', {
                number: session.current_skill + 1,
                count: skills.data.skills.length,
                name: skill.skill_name,
              })}
            </Text>
          )}
        </Stack>
        <Group gap="xl">
          <ElapsedTimer
            startedAt={session.started_at}
            isStopped={session.is_finished}
            label={t('answer.time')}
          />
          <div>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase" id="demo-score-label">
              {t('answer.score')}
            </Text>
            <Text fw={700} size="lg" aria-labelledby="demo-score-label">
              {scoreOf(markers)}
            </Text>
          </div>
        </Group>
      </Group>
      <QuestionMarkers
        markers={markers}
        currentIndex={session.is_finished ? -1 : session.current_question_number}
        label={t('answer.progressLabel')}
        describeMarker={(kind, number) => t(`answer.marker.${kind}`, { number })}
      />

      {session.is_finished ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Stack gap="md" align="center">
            <ThemeIcon size={64} radius="xl" color="yellow" variant="light" aria-hidden="true">
              <IconTrophy size={36} />
            </ThemeIcon>
            <Title order={3}>{t('answer.finishedTitle')}</Title>
            <Text>{t('answer.finishedBody')}</Text>
            <Button
              size="lg"
              rightSection={<IconArrowRight size={18} aria-hidden="true" />}
              onClick={() => void navigate(paths.diagnosticDemo.build(topicId, 3))}
            >
              {t('answer.nextStep')}
            </Button>
          </Stack>
        </Paper>
      ) : question.isError ? (
        <Alert color="red" title={t('loadFailedTitle')} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text>{t('answer.questionFailed')}</Text>
            <Button variant="light" color="red" onClick={() => void question.refetch()}>
              {t('answer.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : question.data && skill ? (
        <QuestionPanel
          key={`${session.current_skill}-${session.current_question_number}-${question.data.id}`}
          question={question.data}
          // The question's own task: fetchDemoQuestion may fall back to a question of another task of the skill.
          taskName={nameTaskOf(question.data, skill)}
          questionNumber={session.current_question_number}
          onNext={onNext}
          onMarkerChange={setOpenMarker}
          shouldFocus={hasAnswered}
        />
      ) : (
        <PageSpinner label={tCommon('loading')} isInline />
      )}

      <LeaveWarningDialog
        blocker={blocker}
        title={t('leave.title')}
        body={t('leave.body', { defaultValue: LEAVE_WARNING })}
        stayLabel={t('leave.stay')}
        leaveLabel={t('leave.leave')}
        onLeave={() => clearDemoSession(sessionStorage, topicId)}
      />
    </Stack>
  );
}

/** The name of the skill's task the question belongs to; undefined for a question with no task. */
export function nameTaskOf(
  question: { task_id: number | null },
  skill: { tasks: ReadonlyArray<{ id: number; name: string }> },
): string | undefined {
  return question.task_id === null
    ? undefined
    : skill.tasks.find((entry) => entry.id === question.task_id)?.name;
}
