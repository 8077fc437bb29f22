import type { AnswerSheet, SavedRoundResponse, SaveRoundResponse } from '@mathwise/api-contract';
import {
  calculateRoundScore,
  calculateSavedRoundPoints,
  calculateSharePercent,
  classifySkillLevel,
  countFirstCheckWrong,
  listEarnedStreakBadges,
  MASTER_LEVEL,
  nameSkillLevel,
  summarisePracticeResults,
  type SkillLevel,
} from '@mathwise/learning-rules';
import type { Actor } from '../../platform/auth/actor';
import type { PracticeMode } from '../../platform/db/schema';
import { badRequest, conflict } from '../../platform/http/http-errors';
import type { CurriculumService } from '../curriculum/curriculum.types';
import { requireTestedSkill } from './diagnostic.service';
import type { LearnerAccess } from './learner-access.service';
import type { LearnerHabitsService } from './learner-habits.service';
import { toValidationControl } from './practice-records';
import type { AttemptRecord, PracticeRepository, RoundRecord, RoundResults } from './practice.repository';
import { createRoundReports } from './round-report';

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

/** Rounds: saving a practice round or a diagnostic skill once, its badges and report, and the learner's skill totals. */
export function createPracticeRoundsService(deps: {
  repository: PracticeRepository;
  curriculum: CurriculumService;
  access: LearnerAccess;
  habits: Pick<LearnerHabitsService, 'summariseHabits'>;
  /** Tests move time; production reads the clock. */
  now?: () => Date;
}) {
  const { repository, curriculum, access } = deps;
  const { summariseHabits } = deps.habits;
  const { buildRoundReport } = createRoundReports(deps);
  const now = deps.now ?? (() => new Date());

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
    if (mode === 'diagnostic') await requireTestedSkill(curriculum, skillId, topicId);
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
      // The report reads nothing the badges write: on PostgreSQL the two run side by side, each on its connection.
      const [, response] = await Promise.all([
        awardRoundBadges(learner.id, saved.round, savedAt),
        presentWithReport(learner.id, saved.round, skill, saved.attempts),
      ]);
      return response;
    }
    const sheetIds = new Set(sheet.questions.map((question) => question.id));
    const last = await repository.findLastSavedRound(learner.id, mode, skillId);
    if (last && (await repository.listRoundQuestionIds(last.id)).some((id) => sheetIds.has(id))) {
      return presentWithReport(learner.id, last, skill);
    }
    throw conflict('There is no round of this skill to save. Start the skill again.', 'Nothing to save');
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

  return {
    /** The learner's running totals per skill (points, answered questions, wrong first checks). */
    listSkillTotals(learnerId: number, skillIds?: number[]) {
      return repository.listSkillTotals(learnerId, skillIds);
    },

    /** POST /api/saveSkillRound/:topicId/:learnerId. */
    saveSkillRound(actor: Actor, topicId: number, learnerUserId: string, sheet: AnswerSheet) {
      return saveRound(actor, 'practice', topicId, learnerUserId, sheet);
    },

    /** POST /api/saveDiagnosticTest/:topicId/:learnerId: one skill of the diagnostic per call (spec 3 §4). */
    saveDiagnosticSkill(actor: Actor, topicId: number, learnerUserId: string, sheet: AnswerSheet) {
      return saveRound(actor, 'diagnostic', topicId, learnerUserId, sheet);
    },
  };
}

export type PracticeRoundsService = ReturnType<typeof createPracticeRoundsService>;
