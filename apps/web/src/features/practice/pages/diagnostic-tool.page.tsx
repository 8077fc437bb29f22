import { Alert, Button, Container, Grid, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { SAVING_DIAGNOSTIC_TEST, type LearnerSkill } from '@mathwise/api-contract';
import {
  calculateSharePercent,
  selectNextDifficulty,
  type ValidationControl,
} from '@mathwise/learning-rules';
import { IconArrowRight, IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiRequestError } from '../../../app/api-client';
import { paths } from '../../../app/paths';
import { usePageTitle } from '../../../app/use-page-title';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { useLeaveWarning } from '../../../ui/use-leave-warning';
import { fetchDiagnosticQuestion } from '../api/diagnostic-question.query';
import { useDiagnosticSkills } from '../api/use-diagnostic-skills.query';
import { useSaveDiagnosticTest } from '../api/use-save-diagnostic-test.mutation';
import { LoadFailedAlert, NotFoundAlert } from '../components/load-failed-alert.component';
import { RoundDialogs } from '../components/round-dialogs.component';
import { RoundQuestionArea } from '../components/round-question-area.component';
import { SkillOutline } from '../components/skill-outline.component';
import {
  advanceDiagnostic,
  clearDiagnosticSession,
  createDiagnosticSession,
  isDiagnosticComplete,
  isDiagnosticSaved,
  loadDiagnosticSession,
  saveDiagnosticSession,
  type DiagnosticSession,
} from '../diagnostic-session';
import { isPausedError } from '../paused-error';
import { parseIdParam } from '../route-params';
import { currentQuestionIndex, finishQuestion, isRoundComplete, toAnswerSheet } from '../skill-round';
import { useLearnerId } from '../use-learner-id';
import { usePausedGate } from '../use-paused-gate';

/** Spec 3 §4: each skill's questions come at a difficulty from 1 to 5, in 20 % steps of the skill's points. */
function difficultyOf(skill: LearnerSkill): number {
  return selectNextDifficulty(calculateSharePercent(skill.skill_learner_points, skill.skill_points));
}

/** A session for these skills: the one in session storage when it is still running, else a new one. */
function startSession(topicId: number, learnerId: string, skills: LearnerSkill[]): DiagnosticSession {
  const stored = loadDiagnosticSession(sessionStorage, topicId, learnerId);
  const skillIds = skills.map((skill) => skill.skill_id);
  const isSameTest = stored && stored.skillIds.join() === skillIds.join();
  // A finished and saved test is the previous diagnostic: opening the tool again starts a new one.
  if (stored && isSameTest && !isDiagnosticSaved(stored)) return stored;
  return createDiagnosticSession(topicId, learnerId, skillIds, Date.now());
}

function DiagnosticRun({
  topicId,
  learnerId,
  skills,
}: {
  topicId: number;
  learnerId: string;
  skills: LearnerSkill[];
}) {
  const { t } = useTranslation('practice');
  const navigate = useNavigate();
  const [session, setSession] = useState(() => startSession(topicId, learnerId, skills));
  const [hasAnswered, setHasAnswered] = useState(false);
  const paused = usePausedGate();
  const save = useSaveDiagnosticTest();

  useEffect(() => saveDiagnosticSession(sessionStorage, session), [session]);

  const isComplete = isDiagnosticComplete(session);
  const isSaved = isDiagnosticSaved(session);
  const blocker = useLeaveWarning(!isSaved);
  const { round } = session;
  const skill = skills[session.skillIndex];
  const questionIndex = currentQuestionIndex(round);

  const question = useQuery({
    queryKey: [
      'practice',
      'diagnostic-question',
      topicId,
      learnerId,
      round.startedAt,
      session.skillIndex,
      questionIndex,
    ],
    queryFn: () => fetchDiagnosticQuestion(round.skillId, skill ? difficultyOf(skill) : 1),
    // The server records every question it serves, so one request per question: no retries, no refetching.
    enabled: skill !== undefined && !isComplete && round.question === null && !paused.isPaused,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  const servedQuestion = question.data;
  useEffect(() => {
    if (!servedQuestion) return;
    setSession((current) =>
      current.round.question === null && !isRoundComplete(current.round)
        ? { ...current, round: { ...current.round, question: servedQuestion } }
        : current,
    );
  }, [servedQuestion]);

  const showPaused = paused.showPaused;
  useEffect(() => {
    if (paused.isPaused || isPausedError(question.error)) showPaused();
  }, [paused.isPaused, question.error, showPaused]);

  // Spec 3 §4: after the last skill each skill's result is saved to the server one by one; the tailored-plan button
  // waits for that.
  const saveRemaining = save.mutate;
  const hasStartedSaving = useRef(false);
  const [saveAttempt, setSaveAttempt] = useState(0);
  useEffect(() => {
    if (!isComplete || isSaved || hasStartedSaving.current) return;
    hasStartedSaving.current = true;
    const pending = session.finishedRounds.filter((done) => !session.savedSkillIds.includes(done.skillId));
    saveRemaining(
      pending.map((done) => {
        const doneSkill = skills.find((entry) => entry.skill_id === done.skillId) ?? {
          skill_id: done.skillId,
          tasks: [],
        };
        return { topicId, learnerId, sheet: toAnswerSheet(done, doneSkill) };
      }),
      {
        onSuccess: () =>
          setSession((current) => ({
            ...current,
            savedSkillIds: current.finishedRounds.map((done) => done.skillId),
          })),
        onSettled: () => {
          hasStartedSaving.current = false;
        },
      },
    );
    // saveAttempt: the Retry button runs this effect again after a failed save.
  }, [
    isComplete,
    isSaved,
    session.finishedRounds,
    session.savedSkillIds,
    saveRemaining,
    skills,
    topicId,
    learnerId,
    saveAttempt,
  ]);

  const onNext = (control: ValidationControl) => {
    setHasAnswered(true);
    setSession((current) => {
      const currentSkill = skills[current.skillIndex];
      const round = finishQuestion(current.round, control, 'diagnostic', currentSkill?.tasks.length ?? 0);
      return advanceDiagnostic({ ...current, round }, Date.now());
    });
  };

  const isLastQuestion = questionIndex === 9;
  const isLastSkill = session.skillIndex === skills.length - 1;
  const nextLabel = !isLastQuestion
    ? t('question.next')
    : isLastSkill
      ? t('diagnostic.finishTest')
      : t('diagnostic.nextSkill');

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <SkillOutline
          skills={skills}
          currentIndex={isComplete ? -1 : session.skillIndex}
          doneCount={session.finishedRounds.length}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        {isComplete ? (
          <Paper withBorder radius="lg" p="xl" ta="center">
            <Stack gap="md" align="center">
              <ThemeIcon size={64} radius="xl" color="yellow" variant="light" aria-hidden="true">
                <IconTrophy size={36} />
              </ThemeIcon>
              <Title order={2}>{t('diagnostic.finishedTitle')}</Title>
              <Text>{t('diagnostic.finishedBody')}</Text>
              {save.isError && (
                <Alert
                  color="red"
                  role="alert"
                  title={isApiRequestError(save.error) ? save.error.title : t('diagnostic.saveFailedTitle')}
                  w="100%"
                  ta="left"
                >
                  <Stack gap="sm" align="flex-start">
                    <Text>
                      {isApiRequestError(save.error) ? save.error.body : t('diagnostic.saveFailedBody')}
                    </Text>
                    <Button
                      variant="light"
                      color="red"
                      onClick={() => setSaveAttempt((attempt) => attempt + 1)}
                    >
                      {t('retry')}
                    </Button>
                  </Stack>
                </Alert>
              )}
              <Button
                size="lg"
                disabled={!isSaved}
                rightSection={<IconArrowRight size={18} aria-hidden="true" />}
                onClick={() => void navigate(paths.diagnosticReport.build(topicId))}
              >
                {isSaved
                  ? t('diagnostic.nextStep')
                  : t('diagnostic.saving', { defaultValue: SAVING_DIAGNOSTIC_TEST })}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <RoundQuestionArea
            heading={t('diagnostic.skill', {
              number: session.skillIndex + 1,
              count: skills.length,
              name: skill?.skill_name ?? '',
            })}
            round={round}
            skill={skill ?? { tasks: [] }}
            mode="diagnostic"
            questionError={question.error}
            onRetry={() => void question.refetch()}
            shouldFocus={hasAnswered}
            onNext={onNext}
            onPaused={paused.showPaused}
            nextLabel={nextLabel}
            roundKey={session.skillIndex}
          />
        )}
      </Grid.Col>
      <RoundDialogs
        blocker={blocker}
        onLeave={() => clearDiagnosticSession(sessionStorage, topicId, learnerId)}
        isPausedOpen={paused.isDialogOpen}
        onPausedClose={paused.closeDialog}
      />
    </Grid>
  );
}

/** /diagnostic-tool/:topicId: the diagnostic test (spec 3 §2, §4). */
export function DiagnosticToolPage() {
  const { t } = useTranslation('practice');
  const { t: tCommon } = useTranslation();
  usePageTitle(t('diagnostic.pageTitle'));
  const topicId = parseIdParam(useParams().topicId);
  const learnerId = useLearnerId();
  const skills = useDiagnosticSkills(topicId ?? 0, topicId === undefined ? '' : learnerId);

  let content;
  if (topicId === undefined) content = <NotFoundAlert />;
  else if (skills.isPending) content = <PageSpinner label={tCommon('loading')} isInline />;
  else if (skills.isError) content = <LoadFailedAlert onRetry={() => void skills.refetch()} />;
  else if (skills.data.length === 0) content = <NotFoundAlert />;
  else content = <DiagnosticRun topicId={topicId} learnerId={learnerId} skills={skills.data} />;

  const topicName = skills.data?.[0]?.topic_name;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          {topicName ? t('diagnostic.titleWithTopic', { topic: topicName }) : t('diagnostic.title')}
        </Title>
        {content}
      </Stack>
    </Container>
  );
}
