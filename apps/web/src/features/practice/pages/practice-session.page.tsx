import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type LearnerSkill } from '@mathwise/api-contract';
import {
  calculateSharePercent,
  countFirstCheckWrong,
  selectNextDifficulty,
  type ValidationControl,
} from '@mathwise/learning-rules';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { useLeaveWarning } from '../../../ui/use-leave-warning';
import { fetchPracticeQuestion } from '../api/practice-question.query';
import { usePracticeSkills } from '../api/use-practice-skills.query';
import { useSaveSkillRound } from '../api/use-save-skill-round.mutation';
import { LoadFailedAlert, NotFoundAlert } from '../components/load-failed-alert.component';
import { RoundDialogs } from '../components/round-dialogs.component';
import { RoundQuestionArea } from '../components/round-question-area.component';
import { PracticeRoundReport } from '../components/round-report.component';
import { isPausedError } from '../paused-error';
import { parseIdParam } from '../route-params';
import {
  createSkillRound,
  currentQuestionIndex,
  finishQuestion,
  isRoundComplete,
  markersOf,
  scoreOf,
  toAnswerSheet,
  type SkillRound,
} from '../skill-round';
import { useLearnerId } from '../use-learner-id';
import { usePausedGate } from '../use-paused-gate';

/** The learner's difficulty: the server puts it on each task; the 20 % band of the skill's points otherwise. */
function difficultyOf(skill: LearnerSkill): number {
  return (
    skill.tasks[0]?.difficult_level ??
    selectNextDifficulty(calculateSharePercent(skill.skill_learner_points, skill.skill_points))
  );
}

type Phase = 'question' | 'report';

function PracticeRun({
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
  const paused = usePausedGate();
  const save = useSaveSkillRound();
  const [skillIndex, setSkillIndex] = useState(0);
  const [round, setRound] = useState<SkillRound>(() =>
    createSkillRound(skills[0]?.skill_id ?? 0, Date.now()),
  );
  const [phase, setPhase] = useState<Phase>('question');
  const [hasAnswered, setHasAnswered] = useState(false);
  const skill = skills[skillIndex];
  const questionIndex = currentQuestionIndex(round);
  const reportRef = useRef<HTMLElement>(null);
  // The last question's panel, and the focus on its button, leave the page with the round: the report takes focus,
  // so keyboard and screen-reader users continue from it rather than from the top of the page.
  useEffect(() => {
    if (phase === 'report') reportRef.current?.focus();
  }, [phase]);

  const question = useQuery({
    queryKey: [
      'practice',
      'practice-question',
      topicId,
      learnerId,
      skillIndex,
      round.startedAt,
      questionIndex,
    ],
    queryFn: () => {
      if (!skill) throw new Error('No skill at this position');
      return fetchPracticeQuestion(skill.skill_id, difficultyOf(skill), toAnswerSheet(round, skill));
    },
    // The server records every question it serves: one request per question, never a blind retry or refetch.
    enabled:
      skill !== undefined &&
      phase === 'question' &&
      round.question === null &&
      !isRoundComplete(round) &&
      !paused.isPaused,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  const served = question.data;
  useEffect(() => {
    if (!served) return;
    // A transition: the question panel, its maths typeset, mounts in slices a phone's main thread can interleave with
    // input, where an ordinary update renders it in one long task (docs/decisions/014-start-after-first-paint.md).
    startTransition(() =>
      setRound((current) =>
        current.question === null && !isRoundComplete(current) ? { ...current, question: served } : current,
      ),
    );
  }, [served]);

  const showPaused = paused.showPaused;
  const isPausedNow = paused.isPaused || isPausedError(question.error) || isPausedError(save.error);
  useEffect(() => {
    if (isPausedNow) showPaused();
  }, [isPausedNow, showPaused]);
  // While the subscription is paused the server keeps nothing of this round, so leaving (the paused dialog's Logout
  // included) loses nothing and asks nothing.
  const blocker = useLeaveWarning(phase === 'question' && !isPausedNow);

  const saveRound = (finished: SkillRound) => {
    if (!skill) return;
    save.mutate({ topicId, learnerId, sheet: toAnswerSheet(finished, skill) });
  };

  const onNext = (control: ValidationControl) => {
    if (!skill) return;
    setHasAnswered(true);
    const next = finishQuestion(round, control, 'practice', skill.tasks.length);
    setRound(next);
    // Spec 3 §4: after question 10 the round is saved and a round report appears.
    if (isRoundComplete(next)) {
      setPhase('report');
      saveRound(next);
    }
  };

  const keepGoing = () =>
    paused.guard(() => {
      const nextIndex = skillIndex + 1;
      const nextSkill = skills[nextIndex];
      if (!nextSkill) return;
      save.reset();
      setSkillIndex(nextIndex);
      setRound(createSkillRound(nextSkill.skill_id, Date.now()));
      setPhase('question');
      setHasAnswered(true);
    });

  const isLastSkill = skillIndex >= skills.length - 1;

  if (!skill) return <NotFoundAlert />;

  return (
    <Stack gap="lg">
      {phase === 'question' ? (
        <>
          <RoundQuestionArea
            heading={t('session.skill', {
              number: skillIndex + 1,
              count: skills.length,
              name: skill.skill_name,
            })}
            round={round}
            skill={skill}
            mode="practice"
            questionError={question.error}
            isPaused={isPausedNow}
            onRetry={() => void question.refetch()}
            shouldFocus={hasAnswered}
            onNext={onNext}
            onPaused={paused.showPaused}
            nextLabel={questionIndex === 9 ? t('session.finishRound') : t('question.next')}
            roundKey={skillIndex}
          />
        </>
      ) : (
        <Paper
          ref={reportRef}
          tabIndex={-1}
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          component="section"
          aria-live="polite"
          style={{ outline: 'none' }}
        >
          {save.isPending || save.isIdle ? (
            <PageSpinner label={t('session.saving')} isInline />
          ) : save.isError ? (
            <Alert
              color="red"
              role="alert"
              title={isApiRequestError(save.error) ? save.error.title : t('session.saveFailedTitle')}
            >
              <Stack gap="sm" align="flex-start">
                <Text>{isApiRequestError(save.error) ? save.error.body : t('session.saveFailedBody')}</Text>
                <Button variant="light" color="red" onClick={() => saveRound(round)}>
                  {t('retry')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Stack gap="lg">
              <PracticeRoundReport
                skill={skill}
                result={save.data}
                scoreFallback={scoreOf(round)}
                rightFallback={round.answered.length - countFirstCheckWrong(markersOf(round))}
              />
              <Group gap="sm">
                {isLastSkill ? (
                  <Button size="lg" onClick={() => void navigate(paths.myPractice.build())}>
                    {t('session.finish')}
                  </Button>
                ) : (
                  <Button
                    size="lg"
                    onClick={keepGoing}
                    rightSection={<IconArrowRight size={18} aria-hidden="true" />}
                  >
                    {t('session.keepGoing')}
                  </Button>
                )}
                <Button component={Link} to={paths.topicReport.build(topicId)} variant="default" size="lg">
                  {t('session.topicReport')}
                </Button>
              </Group>
            </Stack>
          )}
        </Paper>
      )}
      <RoundDialogs blocker={blocker} isPausedOpen={paused.isDialogOpen} onPausedClose={paused.closeDialog} />
    </Stack>
  );
}

/** /practice/:topicId/:skillId?: rounds of ten questions per skill, a round report after each (spec 3 §2, §4). */
export function PracticeSessionPage() {
  const { t } = useTranslation('practice');
  const { t: tCommon } = useTranslation();
  usePageTitle(t('session.pageTitle'));
  const params = useParams();
  const topicId = parseIdParam(params.topicId);
  const skillId = params.skillId === undefined ? undefined : (parseIdParam(params.skillId) ?? -1);
  const learnerId = useLearnerId();
  const isValid = topicId !== undefined && skillId !== -1;
  const skills = usePracticeSkills(topicId ?? 0, isValid ? learnerId : '', skillId);

  let content;
  if (!isValid) content = <NotFoundAlert />;
  else if (skills.isPending) content = <PageSpinner label={tCommon('loading')} isInline />;
  else if (skills.isError) {
    content =
      isApiRequestError(skills.error) && skills.error.status === 404 ? (
        <NotFoundAlert />
      ) : (
        <LoadFailedAlert onRetry={() => void skills.refetch()} />
      );
  } else if (skills.data.length === 0) content = <Text>{t('session.noSkills')}</Text>;
  else
    content = (
      <PracticeRun
        key={`${topicId}-${skillId ?? 'all'}`}
        topicId={topicId}
        learnerId={learnerId}
        skills={skills.data}
      />
    );

  const topicName = skills.data?.[0]?.topic_name;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          {topicName ? t('session.title', { topic: topicName }) : t('session.titlePlain')}
        </Title>
        {content}
      </Stack>
    </Container>
  );
}
