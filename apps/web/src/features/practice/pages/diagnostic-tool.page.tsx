import { Alert, Button, Container, Grid, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { SAVING_DIAGNOSTIC_TEST, type LearnerSkill } from '@mathwise/api-contract';
import {
  calculateCorrectRatePercent,
  calculateSharePercent,
  countFirstCheckWrong,
  DIAGNOSTIC_MINUTES_PER_QUESTION,
  QUESTIONS_PER_ROUND,
  selectNextDifficulty,
  type ValidationControl,
} from '@mathwise/learning-rules';
import { IconArrowRight, IconCircleCheck, IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { useLeaveWarning } from '../../../ui/use-leave-warning';
import { fetchDiagnosticQuestion } from '../api/diagnostic-question.query';
import { useDiagnosticProgress } from '../api/use-diagnostic-progress.query';
import { useDiagnosticSkills } from '../api/use-diagnostic-skills.query';
import { useSaveDiagnosticTest } from '../api/use-save-diagnostic-test.mutation';
import { LoadFailedAlert, NotFoundAlert } from '../components/load-failed-alert.component';
import { RoundDialogs } from '../components/round-dialogs.component';
import { RoundQuestionArea } from '../components/round-question-area.component';
import { SkillOutline } from '../components/skill-outline.component';
import {
  advanceDiagnostic,
  clearDiagnosticSession,
  continueAfterBreak,
  describeResumePoint,
  isDiagnosticComplete,
  isDiagnosticSaved,
  resumeDiagnosticSession,
  saveDiagnosticSession,
  type DiagnosticSession,
} from '../diagnostic-session';
import { isPausedError } from '../paused-error';
import { parseIdParam } from '../route-params';
import {
  currentQuestionIndex,
  finishQuestion,
  isRoundComplete,
  markersOf,
  toAnswerSheet,
  type SkillRound,
} from '../skill-round';
import { useLearnerId } from '../use-learner-id';
import { usePausedGate } from '../use-paused-gate';

/** Spec 3 §4: each skill's questions come at a difficulty from 1 to 5, in 20 % steps of the skill's points. */
function difficultyOf(skill: LearnerSkill): number {
  return selectNextDifficulty(calculateSharePercent(skill.skill_learner_points, skill.skill_points));
}

/**
 * Between two skills (issue 21: "Skill 2 of 4 done"): the skill's result, what comes next and how long it takes, and
 * the reassurance that the answers are kept, so stopping here loses nothing.
 */
function DiagnosticBreak({
  doneRound,
  doneCount,
  skillCount,
  nextSkillName,
  onContinue,
}: {
  doneRound: SkillRound | undefined;
  doneCount: number;
  skillCount: number;
  nextSkillName: string;
  onContinue: () => void;
}) {
  const { t, i18n } = useTranslation('practice');
  const minutes = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const answered = doneRound?.answered.length ?? 0;
  const right = answered - countFirstCheckWrong(doneRound ? markersOf(doneRound) : []);
  const rate = calculateCorrectRatePercent(answered - right, answered);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="diagnostic-break">
      <Stack gap="md" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" color="green.8" variant="light" aria-hidden="true">
            <IconCircleCheck size={30} />
          </ThemeIcon>
          <Title order={2} ref={headingRef} tabIndex={-1}>
            {t('diagnostic.breakTitle', { done: doneCount, count: skillCount })}
          </Title>
        </Group>
        <Text size="lg">
          {t(rate >= 70 ? 'diagnostic.breakResultStrong' : 'diagnostic.breakResult', {
            right,
            count: answered,
          })}
        </Text>
        <Text>
          {t('diagnostic.breakNext', {
            number: doneCount + 1,
            count: skillCount,
            name: nextSkillName,
            questions: QUESTIONS_PER_ROUND,
            min: minutes.format(DIAGNOSTIC_MINUTES_PER_QUESTION.min * QUESTIONS_PER_ROUND),
            max: minutes.format(DIAGNOSTIC_MINUTES_PER_QUESTION.max * QUESTIONS_PER_ROUND),
          })}
        </Text>
        <Text c="dimmed">{t('diagnostic.breakKept')}</Text>
        <Group>
          <Button
            size="lg"
            onClick={onContinue}
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          >
            {t('diagnostic.breakContinue', { number: doneCount + 1 })}
          </Button>
          <Button component={Link} to={paths.myPractice.build()} size="lg" variant="default">
            {t('diagnostic.breakLater')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function DiagnosticRun({
  topicId,
  learnerId,
  skills,
  initialSession,
}: {
  topicId: number;
  learnerId: string;
  skills: LearnerSkill[];
  initialSession: DiagnosticSession;
}) {
  const { t } = useTranslation('practice');
  const navigate = useNavigate();
  const [session, setSession] = useState(initialSession);
  const [hasAnswered, setHasAnswered] = useState(false);
  const [hasDraft, setHasDraft] = useState(false);
  const onDraftChange = useCallback((isDraft: boolean) => setHasDraft(isDraft), []);
  const resumed = useRef(describeResumePoint(initialSession));
  const paused = usePausedGate();
  const save = useSaveDiagnosticTest();

  useEffect(() => saveDiagnosticSession(sessionStorage, session), [session]);

  const isComplete = isDiagnosticComplete(session);
  const isSaved = isDiagnosticSaved(session);
  // Every checked answer is already on the server, and a finished test is saved from there when the learner comes
  // back: only an answer chosen and not yet checked (or a check on its way) would be lost by leaving.
  const isOnBreak = session.isOnBreak === true && !isComplete;
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
    enabled: skill !== undefined && !isComplete && !isOnBreak && round.question === null && !paused.isPaused,
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
  const isPausedNow = paused.isPaused || isPausedError(question.error);
  useEffect(() => {
    if (isPausedNow) showPaused();
  }, [isPausedNow, showPaused]);
  // While the subscription is paused nothing more can be checked, so leaving (the paused dialog's Logout included)
  // asks nothing.
  const blocker = useLeaveWarning(hasDraft && !isComplete && !isPausedNow);

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
        ) : isOnBreak ? (
          <DiagnosticBreak
            doneRound={session.finishedRounds.at(-1)}
            doneCount={session.finishedRounds.length}
            skillCount={skills.length}
            nextSkillName={skill?.skill_name ?? ''}
            onContinue={() => {
              setHasAnswered(true);
              setSession((current) => continueAfterBreak(current, Date.now()));
            }}
          />
        ) : (
          <Stack gap="md">
            {resumed.current.answered > 0 && !hasAnswered && (
              <Alert color="blue" variant="light" title={t('diagnostic.resumedTitle')}>
                {t('diagnostic.resumedBody', {
                  count: resumed.current.answered,
                  skill: resumed.current.skillNumber,
                  question: resumed.current.questionNumber,
                })}
              </Alert>
            )}
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
              isPaused={isPausedNow}
              onRetry={() => void question.refetch()}
              shouldFocus={hasAnswered}
              onNext={onNext}
              onPaused={paused.showPaused}
              nextLabel={nextLabel}
              roundKey={session.skillIndex}
              onDraftChange={onDraftChange}
            />
          </Stack>
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
  const progress = useDiagnosticProgress(topicId ?? 0, topicId === undefined ? '' : learnerId);
  // The test starts from what the server holds now, not from a copy cached by an earlier page (another tab or
  // device may have gone on since): only an answer fetched after this page opened is used.
  const [openedAt] = useState(() => Date.now());
  const isProgressFresh = progress.isSuccess && progress.dataUpdatedAt >= openedAt;

  let content;
  if (topicId === undefined) content = <NotFoundAlert />;
  else if (skills.isError || progress.isError)
    content = (
      <LoadFailedAlert
        onRetry={() => {
          if (skills.isError) void skills.refetch();
          if (progress.isError) void progress.refetch();
        }}
      />
    );
  else if (skills.isPending || !isProgressFresh)
    content = <PageSpinner label={tCommon('loading')} isInline />;
  else if (skills.data.length === 0) content = <NotFoundAlert />;
  else
    content = (
      <DiagnosticRun
        topicId={topicId}
        learnerId={learnerId}
        skills={skills.data}
        initialSession={resumeDiagnosticSession(topicId, learnerId, skills.data, progress.data, Date.now())}
      />
    );

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
