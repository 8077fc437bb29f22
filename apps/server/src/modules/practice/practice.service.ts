import type {
  AnswerSheet,
  CheckAnswerResponse,
  DiagnosticProgress,
  LearnerHabitSettings,
  LearnerHabitSettingsResponse,
  LearnerQuestion,
  QuestionHintResponse,
  LearnerStreak,
  RoundReport,
  SavedRoundResponse,
  SaveRoundResponse,
  ShowSolutionResponse,
} from '@mathwise/api-contract';
import {
  calculateRoundScore,
  calculateSavedRoundPoints,
  calculateSharePercent,
  checkQuestionAttempt,
  countDailyStreak,
  DEFAULT_LEARNER_TIME_ZONE,
  DEFAULT_WEEKLY_GOAL_ROUNDS,
  isInCalendarWeek,
  isKnownTimeZone,
  startOfCalendarWeek,
  listEarnedStreakBadges,
  STREAK_BADGE_DAYS,
  toCalendarDay,
  classifyRoundCelebration,
  classifySkillLevel,
  countFirstCheckWrong,
  CORRECT_FEEDBACK,
  giveUpQuestion,
  isSolutionDue,
  selectHintAfterWrongAnswer,
  selectNextHintIndex,
  type QuestionHelp,
  findNextSkillLevel,
  MASTER_LEVEL,
  nameSkillLevel,
  QUESTIONS_PER_ROUND,
  recommendNextStep,
  reduceValidationControl,
  selectNextDifficulty,
  summarisePracticeResults,
  WRONG_FEEDBACK,
  type AnswerKind,
  type SkillLevel,
  type ValidationControl,
} from '@mathwise/learning-rules';
import type { Actor } from '../../platform/auth/actor';
import type { PracticeMode } from '../../platform/db/schema';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../platform/http/http-errors';
import { isOpenToUnrecordedCheck } from '../curriculum/curriculum.policy';
import type { CatalogueSkill, CurriculumService, StoredQuestion } from '../curriculum/curriculum.types';
import {
  presentQuestion,
  readHints,
  readMisconceptions,
  revealQuestion,
} from '../curriculum/stored-questions';
import type { LearnerAccess } from './learner-access.service';
import { findQuestionCheckRefusal } from './practice.policy';
import type {
  AttemptControl,
  AttemptOutcome,
  AttemptRecord,
  PracticeRepository,
  RoundRecord,
  RoundResults,
} from './practice.repository';

const DAY_MS = 86_400_000;
/** "Rarely the same question twice in a week": questions served in the last 7 days are avoided while others remain. */
const RECENT_QUESTION_WINDOW_MS = 7 * DAY_MS;
/** An open practice round older than this was left behind (the leave warning says progress is lost); a new one starts. */
const ROUND_MAX_AGE_MS = 3 * 60 * 60 * 1000;
/**
 * A diagnostic is long (40 questions, about an hour) and kept on the server as it is answered, so a learner may stop
 * and come back to it: its open rounds stay resumable for a week. After that the test starts afresh.
 */
export const DIAGNOSTIC_RESUME_MAX_AGE_MS = 7 * DAY_MS;
/** An idle tab is not practice: the time charged to one question for "hours" stops after 15 minutes. */
const MAX_QUESTION_TIME_MS = 15 * 60 * 1000;
const CHECK_RETRIES = 3;
/** Picks tried when simultaneous requests put each pick in the learner's other open round first. */
const SERVE_RETRIES = 3;
export { STREAK_BADGE_DAYS };
const LEARNER_TIME_ZONE = 'America/Toronto';
/** The days a streak is counted over: longer streaks show as this many days (the 30-day badge is well inside). */
const STREAK_WINDOW_DAYS = 120;

/** The server's attempt record in the rules' validation_control shape. */
export function toValidationControl(attempt: AttemptRecord): ValidationControl {
  return {
    selected_answer: attempt.selectedAnswer ?? '',
    validation: attempt.firstCheckCorrect,
    attempts_counter: attempt.attemptsCounter,
    wrong_attempts: attempt.wrongAttempts,
    submitted: attempt.isSubmitted,
    time_spent: attempt.timeSpent,
    total_time: Math.max(attempt.totalTime, attempt.timeSpent),
    points: attempt.points,
  };
}

/**
 * A round's results from the server's own records, with the shared rules: question points were computed at each
 * check; the save adds their sum scaled by (10 - wrong first checks) / 10. Nothing the client sends is used.
 */
export function scoreRecordedRound(attempts: AttemptRecord[]): RoundResults {
  const controls = attempts.map(toValidationControl);
  const summary = summarisePracticeResults(controls);
  const firstCheckWrong = countFirstCheckWrong(controls.map((control) => control.validation));
  return {
    points: calculateSavedRoundPoints(controls),
    questionPoints: summary.points,
    totalQuestions: summary.total_questions,
    answered: controls.filter((control) => control.attempts_counter > 0).length,
    firstCheckWrong,
    attempts: summary.attempts_counter,
    wrongAttempts: summary.wrong_attempts,
    totalTime: summary.total_time,
    score: calculateRoundScore(firstCheckWrong),
  };
}

/** Built once: constructing an Intl formatter costs far more than formatting, and a save formats 40 days of rounds. */
const learnerDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: LEARNER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) of a moment for an Ontario learner. */
export function toLearnerDay(isoMoment: string): string {
  return learnerDayFormat.format(new Date(isoMoment));
}

/** Days in a row with practice, ending on `today` or the day before (a streak survives until a day is missed). */
export function countPracticeStreak(practiceDays: ReadonlySet<string>, today: string): number {
  const step = (day: string) => {
    const date = new Date(`${day}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() - 1);
    return date.toISOString().slice(0, 10);
  };
  let day = practiceDays.has(today) ? today : step(today);
  let streak = 0;
  while (practiceDays.has(day)) {
    streak += 1;
    day = step(day);
  }
  return streak;
}

function presentRoundResponse(round: RoundRecord): SaveRoundResponse {
  return {
    practice_results: {
      total_time: round.totalTime,
      attempts_counter: round.attempts,
      wrong_attempts: round.wrongAttempts,
      points: round.points,
      total_questions: round.totalQuestions,
    },
    skill_learner_points: round.skillPointsAfter ?? 0,
    level: nameSkillLevel((round.levelAfter ?? 1) as SkillLevel),
  };
}

export function createPracticeService(deps: {
  repository: PracticeRepository;
  curriculum: CurriculumService;
  access: LearnerAccess;
  /** Tests move time; production reads the clock. */
  now?: () => Date;
}) {
  const { repository, curriculum, access } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Issue 20: a topic's diagnostic tests only the skills chosen for it (at most four); the topic's other skills are
   * placed from their results, so none of their questions is served or saved as part of the test.
   */
  async function requireTestedSkill(skillId: number, topicId: number): Promise<void> {
    const { testedSkillIds } = await curriculum.findDiagnosticChoice(topicId);
    if (!testedSkillIds.includes(skillId)) {
      throw badRequest(
        "This skill is not tested in its topic's diagnostic: it is placed from the tested skills.",
      );
    }
  }

  /**
   * Serves the next question of the learner's open round of a skill, opening a new round when there is none, when
   * the open one is full or old, or when the client's answer sheet shows it started over (none of the round's
   * answered questions are in it). While the last served question is unchecked, that question is served again. The question is never one of the round's and, while others remain, not one served in the
   * last week; it is recorded before it is sent, so every later check and the save refer to the server's record.
   */
  async function serveQuestion(
    actor: Actor,
    mode: PracticeMode,
    skillId: number,
    requestedLevel: number,
    sheetQuestionIds: number[] | null,
  ): Promise<LearnerQuestion> {
    // The skill is the public catalogue, read beside the access check; the learner's own records only after it.
    const [learner, skill] = await Promise.all([
      access.requirePractisingLearner(actor),
      curriculum.findSkillWithPoints(skillId),
    ]);
    if (!skill) throw notFound('There is no such skill.');
    if (mode === 'diagnostic') await requireTestedSkill(skillId, skill.topic_id);
    const moment = now();
    // The open round, the learner's points and the questions to avoid, read together (one statement on PostgreSQL).
    const recentSince = new Date(moment.getTime() - RECENT_QUESTION_WINDOW_MS).toISOString();
    const state = await repository.readServingState(
      learner.id,
      mode,
      skillId,
      recentSince,
      mode === 'practice',
    );
    const { open, avoided } = state;
    // The diagnostic measures at the level the test asks for; practice serves at the learner's own difficulty, the
    // 20 % band of the share of the skill's points.
    const level =
      mode === 'practice'
        ? selectNextDifficulty(calculateSharePercent(state.skillPoints, skill.skill_points))
        : requestedLevel;
    let round: { id: number } | undefined = open;
    let attempts = open?.attempts ?? [];
    let { openIds } = avoided;
    if (open) {
      const isFull = attempts.length >= QUESTIONS_PER_ROUND;
      const maxAge = mode === 'diagnostic' ? DIAGNOSTIC_RESUME_MAX_AGE_MS : ROUND_MAX_AGE_MS;
      const isOld = moment.getTime() - Date.parse(open.createdAt) > maxAge;
      const isRestarted =
        sheetQuestionIds !== null &&
        attempts.some((attempt) => attempt.attemptsCounter > 0) &&
        !attempts.some((attempt) => sheetQuestionIds.includes(attempt.questionId));
      if (isFull || isOld || isRestarted) {
        await repository.abandonRound(open.id);
        // Its questions were read as open; abandoning the round released them (a question is in one open round).
        const released = new Set(attempts.map((attempt) => attempt.questionId));
        openIds = openIds.filter((id) => !released.has(id));
        round = undefined;
        attempts = [];
      }
    }
    // Next needs an attempt (spec 1 §4), so a request while the last question is unchecked is a repeat (a reload,
    // a double request): it gets the same question, and the round stays whole.
    const unchecked = attempts.at(-1);
    if (round && unchecked && unchecked.attemptsCounter === 0) {
      const repeated = await curriculum.findStoredQuestion(unchecked.questionId);
      if (repeated) return presentQuestion(repeated);
    }
    round ??= await repository.openRound({
      learnerId: learner.id,
      skillId,
      topicId: skill.topic_id,
      mode,
      createdAt: moment.toISOString(),
    });
    const recentIds = avoided.recentIds;
    const previous = attempts.at(-1);
    if (previous) {
      const left = reduceValidationControl(toValidationControl(previous), {
        type: 'leave',
        elapsedMs: Math.min(moment.getTime() - Date.parse(previous.servedAt), MAX_QUESTION_TIME_MS),
      });
      await repository.raiseAttemptTotalTime(previous.id, left.total_time);
    }
    // A check names only its question, so a question is never in two of the learner's open rounds (the practice and
    // the diagnostic round of a skill may be open together): those are excluded, and the unique open question key
    // refuses one that a simultaneous request has just put in the other round.
    const excludedIds = [...attempts.map((attempt) => attempt.questionId), ...openIds];
    let outcome: AttemptOutcome = 'question_taken';
    for (let retry = 0; retry < SERVE_RETRIES && outcome === 'question_taken'; retry += 1) {
      const question = await curriculum.pickLearnerQuestion(skillId, level, excludedIds, recentIds);
      if (!question) throw notFound('There is no question for this skill and level.');
      outcome = await repository.addAttempt({
        roundId: round.id,
        learnerId: learner.id,
        skillId,
        questionId: question.id,
        position: attempts.length,
        servedAt: moment.toISOString(),
      });
      if (outcome === 'recorded') return presentQuestion(question);
      excludedIds.push(question.id);
    }
    if (outcome === 'question_taken')
      throw conflict('Another question was just served for this skill. Please try again.');
    // A simultaneous request served this position first: answer the question it recorded.
    const winner = (await repository.listRoundAttempts(round.id)).at(-1);
    const served = winner && (await curriculum.findStoredQuestion(winner.questionId));
    if (!served) throw conflict('Another question was just served for this skill. Please try again.');
    return presentQuestion(served);
  }

  /**
   * The learner's streak and weekly goal at a moment (issue 21), in the learner's time zone: a day counts when a round
   * or a diagnostic skill was saved that day, and every saved round counts toward the week's goal.
   */
  async function summariseHabits(learnerId: number, moment: Date) {
    const [habit, saveTimes] = await Promise.all([
      repository.findHabit(learnerId),
      repository.listSaveTimesSince(
        learnerId,
        new Date(moment.getTime() - STREAK_WINDOW_DAYS * DAY_MS).toISOString(),
      ),
    ]);
    const timeZone = habit && isKnownTimeZone(habit.timeZone) ? habit.timeZone : DEFAULT_LEARNER_TIME_ZONE;
    const today = toCalendarDay(moment.getTime(), timeZone);
    const days = saveTimes.map((savedAt) => toCalendarDay(Date.parse(savedAt), timeZone));
    return {
      timeZone,
      today,
      streakDays: countDailyStreak(days, today),
      isTodayCounted: days.includes(today),
      weeklyGoalRounds: habit?.weeklyGoalRounds ?? DEFAULT_WEEKLY_GOAL_ROUNDS,
      roundsThisWeek: days.filter((day) => isInCalendarWeek(day, today)).length,
    };
  }

  async function awardRoundBadges(learnerId: number, round: RoundRecord, savedAt: Date): Promise<void> {
    const badges: Array<{ key: string; topicId: number | null }> = [
      { key: round.mode === 'diagnostic' ? 'first_diagnostic' : 'first_practice_round', topicId: null },
    ];
    if (round.levelAfter === MASTER_LEVEL) {
      badges.push({ key: 'first_mastered_skill', topicId: null });
      const topicSkills = await curriculum.listSkillCatalogue({ topicId: round.topicId });
      const totals = await repository.listSkillTotals(
        learnerId,
        topicSkills.map((skill) => skill.skill_id),
      );
      const isTopicMastered = topicSkills.every((skill) => {
        const points = totals.find((total) => total.skillId === skill.skill_id)?.points ?? 0;
        return classifySkillLevel(calculateSharePercent(points, skill.skill_points)) === MASTER_LEVEL;
      });
      if (isTopicMastered) badges.push({ key: `topic_mastered:${round.topicId}`, topicId: round.topicId });
    }
    const { streakDays } = await summariseHabits(learnerId, savedAt);
    for (const length of listEarnedStreakBadges(streakDays)) {
      badges.push({ key: `streak_${length}_days`, topicId: null });
    }
    await repository.awardBadges(learnerId, badges, savedAt.toISOString());
  }

  /**
   * The report of a saved practice round (issue 21), from the server's records: each number with what it is made of,
   * the questions whose first check was wrong with their keys and worked solutions (the round is closed, so they can
   * no longer be answered in it), and one next step (learning-rules `recommendNextStep`).
   */
  async function buildRoundReport(
    learnerId: number,
    round: RoundRecord,
    skill: { skill_points: number },
    /** The round's attempts when the save just read them; else they are read. */
    savedAttempts?: AttemptRecord[],
  ): Promise<RoundReport> {
    const [attempts, topicSkills] = await Promise.all([
      savedAttempts ?? repository.listRoundAttempts(round.id),
      curriculum.listSkillCatalogue({ topicId: round.topicId }),
    ]);
    const catalogueSkill = topicSkills.find((entry) => entry.skill_id === round.skillId);
    const missedAttempts = attempts.filter((attempt) => attempt.firstCheckCorrect === false);
    const missedQuestions = await Promise.all(
      missedAttempts.map((attempt) => curriculum.findStoredQuestion(attempt.questionId)),
    );
    const taskName = (taskId: number | null) =>
      catalogueSkill?.tasks.find((task) => task.id === taskId)?.name ?? null;
    const missed = missedAttempts.flatMap((attempt, index) => {
      const question = missedQuestions[index];
      if (!question) return [];
      return [
        {
          question: revealQuestion(question),
          selected_answer: attempt.selectedAnswer,
          explanation: question.explanation,
          task_name: taskName(question.task_id),
        },
      ];
    });
    const after = round.skillPointsAfter ?? round.points;
    const levelAfter = (round.levelAfter ?? 1) as SkillLevel;
    const rightFirstTime = round.answered - round.firstCheckWrong;
    const kind = recommendNextStep({ rightFirstTime, answered: round.answered, levelAfter });
    const nextLevel = findNextSkillLevel(after, skill.skill_points);
    return {
      question_points: round.questionPoints,
      round_points: round.points,
      answered: round.answered,
      total_questions: round.totalQuestions,
      first_check_wrong: round.firstCheckWrong,
      score: round.score,
      skill_points_before: Math.max(0, after - round.points),
      skill_points_after: after,
      skill_points_available: skill.skill_points,
      level: nameSkillLevel(levelAfter),
      next_level: nextLevel && {
        level: nameSkillLevel(nextLevel.level),
        points_at: nextLevel.pointsAt,
        points_needed: nextLevel.pointsNeeded,
      },
      celebration: classifyRoundCelebration(rightFirstTime, round.answered),
      missed,
      next_step:
        kind === 'next_skill'
          ? await findNextSkillStep(learnerId, round, topicSkills)
          : {
              kind,
              topic_id: round.topicId,
              skill_id: round.skillId,
              skill_name: catalogueSkill?.skill_name ?? null,
              task_name: kind === 'plan_task' ? mostMissedTaskName(missed, catalogueSkill) : null,
            },
    };
  }

  /** The topic's next skill after this one, in catalogue order and round the end, that is not Master yet. */
  async function findNextSkillStep(learnerId: number, round: RoundRecord, topicSkills: CatalogueSkill[]) {
    const totals = await repository.listSkillTotals(
      learnerId,
      topicSkills.map((entry) => entry.skill_id),
    );
    const position = topicSkills.findIndex((entry) => entry.skill_id === round.skillId);
    const ordered = [...topicSkills.slice(position + 1), ...topicSkills.slice(0, Math.max(0, position))];
    const next = ordered.find((entry) => {
      const points = totals.find((total) => total.skillId === entry.skill_id)?.points ?? 0;
      return classifySkillLevel(calculateSharePercent(points, entry.skill_points)) !== MASTER_LEVEL;
    });
    return {
      kind: 'next_skill' as const,
      topic_id: round.topicId,
      skill_id: next?.skill_id ?? null,
      skill_name: next?.skill_name ?? null,
      task_name: null,
    };
  }

  /**
   * Saves the learner's open round of the sheet's current skill, once. Points come from the server's attempts;
   * the sheet only says which skill. A repeated save of a round already saved answers that round's result.
   */
  async function saveRound(
    actor: Actor,
    mode: PracticeMode,
    topicId: number,
    learnerUserId: string,
    sheet: AnswerSheet,
  ): Promise<SavedRoundResponse> {
    const skillId = sheet.current_skill.skill_id;
    const [learner, skill] = await Promise.all([
      access.requirePractisingLearner(actor, learnerUserId),
      curriculum.findSkillWithPoints(skillId),
    ]);
    if (!skill || skill.topic_id !== topicId)
      throw badRequest('The current skill is not part of this topic.');
    if (mode === 'diagnostic') await requireTestedSkill(skillId, topicId);
    const skillPoints = skill.skill_points;
    const savedAt = now();
    const saved = await repository.saveRound({
      learnerId: learner.id,
      mode,
      skillId,
      savedAt: savedAt.toISOString(),
      score: scoreRecordedRound,
      levelOf: (points) => classifySkillLevel(calculateSharePercent(points, skillPoints)),
    });
    if (saved) {
      await awardRoundBadges(learner.id, saved.round, savedAt);
      return presentWithReport(learner.id, saved.round, skill, saved.attempts);
    }
    const sheetIds = new Set(sheet.questions.map((question) => question.id));
    const last = await repository.findLastSavedRound(learner.id, mode, skillId);
    if (last && (await repository.listRoundQuestionIds(last.id)).some((id) => sheetIds.has(id))) {
      return presentWithReport(learner.id, last, skill);
    }
    throw conflict('There is no round of this skill to save. Start the skill again.', 'Nothing to save');
  }

  /**
   * The caller's open attempt at a question outside the demo (findQuestionCheckRefusal): 403 for anyone but a
   * learner, 404 when the question is not in one of their open rounds, then the subscription's block (403/409).
   */
  async function requireCheckableAttempt(actor: Actor, question: StoredQuestion): Promise<CheckableAttempt> {
    const learner = await access.findOwnLearner(actor);
    const attempt = learner ? await repository.findOpenAttempt(learner.id, question.id) : undefined;
    switch (findQuestionCheckRefusal(actor, learner, attempt !== undefined)) {
      case 'not_a_learner':
        throw forbidden('Only the learner answering this question can check it, in their own round.');
      case 'not_in_open_round':
        throw notFound('This question is not part of an open round of yours.');
      case null:
        break;
    }
    if (!learner || !attempt) throw notFound('This question is not part of an open round of yours.');
    await access.requirePracticeAllowed(learner);
    return attempt;
  }

  async function rereadAttempt(attemptId: number, mode: PracticeMode): Promise<CheckableAttempt | undefined> {
    const reread = await repository.findAttempt(attemptId);
    return reread ? { ...reread, mode } : undefined;
  }

  /** The spec's result, with the report for a practice round (the diagnostic has its own report page). */
  async function presentWithReport(
    learnerId: number,
    round: RoundRecord,
    skill: { skill_points: number },
    attempts?: AttemptRecord[],
  ): Promise<SavedRoundResponse> {
    const response = presentRoundResponse(round);
    if (round.mode !== 'practice') return response;
    return { ...response, report: await buildRoundReport(learnerId, round, skill, attempts) };
  }

  /**
   * The question a check, hint or solution is asked for: 404 when unknown; a demo question for anyone, without a
   * record (the curriculum's demo calls); any other only for a signed-in caller (401 for a visitor), whose open
   * attempt then records it.
   */
  async function findQuestionToCheck(
    actor: Actor | null,
    questionId: number,
  ): Promise<{ demo: StoredQuestion } | { actor: Actor; question: StoredQuestion }> {
    const question = await curriculum.findStoredQuestion(questionId);
    if (!question) throw notFound('There is no such question.');
    if (isOpenToUnrecordedCheck(question)) return { demo: question };
    if (!actor) throw unauthorized('Please log in to check this question.');
    return { actor, question };
  }

  /**
   * A check of the learner's open attempt, judged once here (checkQuestionAttempt) and recorded. Time is the
   * server's, from serving the question to this check (decision 024).
   */
  async function recordCheck(
    actor: Actor,
    question: StoredQuestion,
    selectedAnswer: string,
  ): Promise<CheckAnswerResponse> {
    let attempt: CheckableAttempt | undefined = await requireCheckableAttempt(actor, question);
    const { mode } = attempt;
    for (let retry = 0; retry < CHECK_RETRIES && attempt; retry += 1) {
      const moment = now();
      const selected = reduceValidationControl(toValidationControl(attempt), {
        type: 'select',
        answer: selectedAnswer,
      });
      // Time is the server's: from serving the question to this check, so a client cannot shorten it.
      const elapsedMs = Math.min(moment.getTime() - Date.parse(attempt.servedAt), MAX_QUESTION_TIME_MS);
      const { control, check } = checkQuestionAttempt(selected, toScoredQuestion(question), mode, elapsedMs, {
        hintsUsed: attempt.hintsUsed,
        isSolutionShown: attempt.isSolutionShown,
      });
      if (check.status === 'empty') throw badRequest(check.message);
      // The second wrong check shows the worked solution: the attempt is closed for points from then on.
      const isSolutionShown =
        attempt.isSolutionShown || (!control.submitted && isSolutionDue(control.wrong_attempts, false));
      const isStored =
        control === selected ||
        (await repository.updateAttemptControl(
          attempt.id,
          attempt.attemptsCounter,
          { ...toAttemptControl(control), isSolutionShown },
          moment.toISOString(),
        ));
      if (isStored) {
        return presentCheck(question, check.status === 'correct', control, {
          hintsUsed: attempt.hintsUsed,
          isSolutionShown: control === selected ? attempt.isSolutionShown : isSolutionShown,
        });
      }
      attempt = await rereadAttempt(attempt.id, mode);
    }
    throw conflict('Your answer was checked twice at once. Please check it again.');
  }

  /** The next hint of the learner's open attempt, counted on it (each costs points, docs/learning-model.md §12). */
  async function giveHint(actor: Actor, question: StoredQuestion): Promise<QuestionHintResponse> {
    let attempt: CheckableAttempt | undefined = await requireCheckableAttempt(actor, question);
    const hints = readHints(question);
    for (let retry = 0; retry < CHECK_RETRIES && attempt; retry += 1) {
      if (attempt.isSubmitted || attempt.isSolutionShown) {
        throw conflict('This question is closed: its answer is already shown.', 'No hint needed');
      }
      const index = selectNextHintIndex(attempt.hintsUsed, hints.length);
      const hint = index === null ? undefined : hints[index];
      if (index === null || hint === undefined) {
        throw conflict('This question has no more hints. Try "Show me how".', 'No more hints');
      }
      if (await repository.raiseHintsUsed(attempt.id, attempt.hintsUsed)) {
        return { hint, hint_number: index + 1, hint_count: hints.length, hints_used: index + 1 };
      }
      attempt = await rereadAttempt(attempt.id, attempt.mode);
    }
    throw conflict('You asked for a hint twice at once. Please ask again.');
  }

  /** The worked solution and key of the learner's open attempt, which then earns nothing. */
  async function showSolution(actor: Actor, question: StoredQuestion): Promise<ShowSolutionResponse> {
    let attempt: CheckableAttempt | undefined = await requireCheckableAttempt(actor, question);
    for (let retry = 0; retry < CHECK_RETRIES && attempt; retry += 1) {
      const moment = now();
      const elapsedMs = Math.min(moment.getTime() - Date.parse(attempt.servedAt), MAX_QUESTION_TIME_MS);
      const current = toValidationControl(attempt);
      // A question already answered right keeps its points; otherwise this try is given up and earns nothing.
      const control = giveUpQuestion(current, elapsedMs);
      const isStored =
        attempt.isSubmitted ||
        (await repository.updateAttemptControl(
          attempt.id,
          attempt.attemptsCounter,
          { ...toAttemptControl(control), isSolutionShown: true },
          moment.toISOString(),
        ));
      if (isStored) {
        return {
          explanation: question.explanation,
          question: revealQuestion(question),
          solution_shown: true,
          validation_control: presentControl(control),
        };
      }
      attempt = await rereadAttempt(attempt.id, attempt.mode);
    }
    throw conflict('You asked twice at once. Please ask again.');
  }

  return {
    /**
     * GET /api/getDiagnosticQuestion/:skillId/:level. A learner gets a practice-bank question inside their recorded
     * diagnostic round (subscription, no repeat in the round, rarely twice a week); a visitor one of the demo's own
     * questions and any other signed-in caller a practice-bank sample, both unrecorded (the curriculum's). Never with
     * its answer.
     */
    serveDiagnosticQuestion(actor: Actor | null, skillId: number, level: number): Promise<LearnerQuestion> {
      if (actor?.userType === 'learner') return serveQuestion(actor, 'diagnostic', skillId, level, null);
      return curriculum.pickSampleQuestion(actor ? 'practice' : 'demo', skillId, level);
    },

    /**
     * POST /api/checkAnswer/:questionId: checks on the server, so no key travels before the answer. The demo's
     * questions are checked for anyone without a record; any other question only by the learner it was served to,
     * recorded on their open attempt, with the explanation and key only once that attempt is closed (403 for anyone
     * but a learner, 404 for a question not in their open rounds).
     */
    async checkAnswer(actor: Actor | null, questionId: number, selectedAnswer: string) {
      const found = await findQuestionToCheck(actor, questionId);
      if ('demo' in found) return curriculum.checkDemoAnswer(found.demo, selectedAnswer);
      return recordCheck(found.actor, found.question, selectedAnswer);
    },

    /**
     * POST /api/questionHint/:questionId, the Hint button: the next hint of a learner's open question, counted on
     * their attempt; for the demo's questions the first hint.
     */
    async giveQuestionHint(actor: Actor | null, questionId: number): Promise<QuestionHintResponse> {
      const found = await findQuestionToCheck(actor, questionId);
      if ('demo' in found) return curriculum.giveDemoHint(found.demo);
      return giveHint(found.actor, found.question);
    },

    /**
     * POST /api/showSolution/:questionId, "Show me how": the worked solution and the key of a learner's open
     * question, which then earns nothing (a question not checked yet counts as a wrong first check); for the demo's
     * questions, the same without a record.
     */
    async showQuestionSolution(actor: Actor | null, questionId: number): Promise<ShowSolutionResponse> {
      const found = await findQuestionToCheck(actor, questionId);
      if ('demo' in found) return curriculum.showDemoSolution(found.demo);
      return showSolution(found.actor, found.question);
    },

    /** The streak and weekly goal of a learner the progress area already checked access to (weekly e-mail). */
    summariseHabits,

    /** The weekly goal and time zone of a learner whose parent the students area already checked; defaults when unset. */
    async readHabitSettings(learnerId: number): Promise<LearnerHabitSettingsResponse> {
      const habit = await repository.findHabit(learnerId);
      return {
        weekly_goal_rounds: habit?.weeklyGoalRounds ?? DEFAULT_WEEKLY_GOAL_ROUNDS,
        time_zone: habit?.timeZone ?? DEFAULT_LEARNER_TIME_ZONE,
      };
    },

    /** Sets them, for the same caller; the next streak and goal count in the new zone and against the new goal. */
    async saveHabitSettings(
      learnerId: number,
      settings: LearnerHabitSettings,
    ): Promise<LearnerHabitSettingsResponse> {
      await repository.saveHabit(learnerId, {
        timeZone: settings.time_zone,
        weeklyGoalRounds: settings.weekly_goal_rounds,
      });
      return settings;
    },

    /** GET /api/getLearnerStreak/:learnerId. */
    async getLearnerStreak(actor: Actor, learnerUserId: string): Promise<LearnerStreak> {
      const learner = await access.requireViewableLearner(actor, learnerUserId);
      const habits = await summariseHabits(learner.id, now());
      return {
        streak_days: habits.streakDays,
        is_today_counted: habits.isTodayCounted,
        today: habits.today,
        time_zone: habits.timeZone,
        next_badge_days: STREAK_BADGE_DAYS.find((days) => days > habits.streakDays) ?? null,
        weekly_goal: {
          rounds_goal: habits.weeklyGoalRounds,
          rounds_done: habits.roundsThisWeek,
          week_start: startOfCalendarWeek(habits.today),
        },
      };
    },

    /** The learner's running totals per skill (points, answered questions, wrong first checks). */
    listSkillTotals(learnerId: number, skillIds?: number[]) {
      return repository.listSkillTotals(learnerId, skillIds);
    },

    /** PUT /api/getPracticeQuestion/:skillId/:level. */
    servePracticeQuestion(actor: Actor, skillId: number, level: number, sheet: AnswerSheet) {
      if (sheet.current_skill.skill_id !== skillId) {
        throw badRequest("The answer sheet's current skill is not the skill asked for.");
      }
      return serveQuestion(
        actor,
        'practice',
        skillId,
        level,
        sheet.questions.map((question) => question.id),
      );
    },

    /** POST /api/saveSkillRound/:topicId/:learnerId. */
    saveSkillRound(actor: Actor, topicId: number, learnerUserId: string, sheet: AnswerSheet) {
      return saveRound(actor, 'practice', topicId, learnerUserId, sheet);
    },

    /**
     * GET /api/getDiagnosticProgress/:topicId/:learnerId: the diagnostic of the topic the learner started and has not
     * saved, skill by skill, from the server's own records, so the test resumes where it stopped on any device. A
     * skill of that test already saved (a save that stopped part-way) is listed as saved, so it is not taken again.
     * A test counts as started from its first checked answer.
     */
    async getDiagnosticProgress(
      actor: Actor,
      topicId: number,
      learnerUserId: string,
    ): Promise<DiagnosticProgress> {
      const learner = await access.requireViewableLearner(actor, learnerUserId);
      const moment = now();
      const open = await repository.listOpenDiagnosticRounds(
        learner.id,
        topicId,
        new Date(moment.getTime() - DIAGNOSTIC_RESUME_MAX_AGE_MS).toISOString(),
      );
      if (open.length === 0) return { in_progress: false, skills: [] };
      const startedAt = open.map((round) => round.createdAt).sort()[0] ?? moment.toISOString();
      const saved = await repository.listSavedDiagnosticRounds(learner.id, topicId, startedAt);
      const present = (round: (typeof open)[number], isSaved: boolean) => ({
        skill_id: round.skillId,
        is_saved: isSaved,
        answered: round.attempts
          .filter((attempt) => attempt.attemptsCounter > 0)
          .map((attempt) => ({
            question_id: attempt.questionId,
            validation_control: toValidationControl(attempt),
          })),
      });
      const openSkillIds = new Set(open.map((round) => round.skillId));
      const savedBySkill = new Map(
        saved.filter((round) => !openSkillIds.has(round.skillId)).map((round) => [round.skillId, round]),
      );
      const skills = [
        ...open.map((round) => present(round, false)),
        ...[...savedBySkill.values()].map((round) => present(round, true)),
      ];
      // Opening the test serves its first question before any answer: a test with no checked answer was not
      // started, so it is not offered to resume ("answered 0 of 40"); its served question is served again anyway.
      if (!skills.some((skill) => skill.answered.length > 0)) return { in_progress: false, skills: [] };
      return { in_progress: true, skills };
    },

    /** POST /api/saveDiagnosticTest/:topicId/:learnerId: one skill of the diagnostic per call (spec 3 §4). */
    saveDiagnosticSkill(actor: Actor, topicId: number, learnerUserId: string, sheet: AnswerSheet) {
      return saveRound(actor, 'diagnostic', topicId, learnerUserId, sheet);
    },
  };
}

function toScoredQuestion(question: StoredQuestion) {
  return {
    answer: question.answer,
    question_type: question.question_type,
    answer_kind: question.answer_kind as AnswerKind,
    requires_answer_form: question.requires_answer_form,
    points: question.points,
  };
}

type CheckableAttempt = AttemptRecord & { mode: PracticeMode };

function toAttemptControl(control: ValidationControl): Omit<AttemptControl, 'isSolutionShown'> {
  return {
    selectedAnswer: control.selected_answer,
    firstCheckCorrect: control.validation,
    attemptsCounter: control.attempts_counter,
    wrongAttempts: control.wrong_attempts,
    isSubmitted: control.submitted,
    timeSpent: control.time_spent,
    totalTime: control.total_time,
    points: control.points,
  };
}

function presentControl(control: ValidationControl): NonNullable<CheckAnswerResponse['validation_control']> {
  return {
    selected_answer: control.selected_answer,
    validation: control.validation,
    attempts_counter: control.attempts_counter,
    wrong_attempts: control.wrong_attempts,
    submitted: control.submitted,
    time_spent: control.time_spent,
    total_time: control.total_time,
    points: control.points,
  };
}

/**
 * A recorded check's answer. The worked explanation and the key travel only once the attempt is closed (answered
 * right, or the solution shown: asked for or after the second wrong check), so a check can never be used to read
 * the answer of an open question; a wrong answer gets the hint for the step that went wrong instead.
 */
/** The task of the practice plan most of the round's misses came from (the first of equals, in plan order). */
function mostMissedTaskName(
  missed: Array<{ task_name: string | null }>,
  skill: CatalogueSkill | undefined,
): string | null {
  const counts = (skill?.tasks ?? []).map((task) => ({
    name: task.name,
    count: missed.filter((entry) => entry.task_name === task.name).length,
  }));
  const top = counts.reduce<(typeof counts)[number] | undefined>(
    (best, entry) => (entry.count > (best?.count ?? 0) ? entry : best),
    undefined,
  );
  return top?.name ?? null;
}

function presentCheck(
  question: StoredQuestion,
  isCorrect: boolean,
  control: ValidationControl,
  help: QuestionHelp,
): CheckAnswerResponse {
  const isClosed = control.submitted || help.isSolutionShown;
  return {
    is_correct: isCorrect,
    message: isCorrect ? CORRECT_FEEDBACK : WRONG_FEEDBACK,
    validation_control: presentControl(control),
    ...(isCorrect
      ? {}
      : {
          hint: selectHintAfterWrongAnswer(
            {
              hints: readHints(question),
              misconceptions: readMisconceptions(question),
              answer_kind: question.answer_kind as AnswerKind,
            },
            control.selected_answer,
            { hintsUsed: help.hintsUsed, wrongAttempts: control.wrong_attempts },
          ),
        }),
    solution_shown: help.isSolutionShown,
    hints_used: help.hintsUsed,
    ...(isClosed ? { explanation: question.explanation, question: revealQuestion(question) } : {}),
  };
}

export type PracticeService = ReturnType<typeof createPracticeService>;
