import type { AnswerSheet, LearnerQuestion } from '@mathwise/api-contract';
import {
  calculateSharePercent,
  QUESTIONS_PER_ROUND,
  reduceValidationControl,
  selectNextDifficulty,
} from '@mathwise/learning-rules';
import type { Actor } from '../../platform/auth/actor';
import type { PracticeMode } from '../../platform/db/schema';
import { badRequest, conflict, notFound } from '../../platform/http/http-errors';
import { presentQuestion } from '../curriculum/stored-questions';
import { DIAGNOSTIC_RESUME_MAX_AGE_MS, requireTestedSkill } from './diagnostic.service';
import type { OpenAttemptServicesDeps } from './open-attempts';
import { DAY_MS, MAX_QUESTION_TIME_MS, toValidationControl } from './practice-records';
import type { AttemptOutcome } from './practice.repository';

/** "Rarely the same question twice in a week": questions served in the last 7 days are avoided while others remain. */
const RECENT_QUESTION_WINDOW_MS = 7 * DAY_MS;
/** An open practice round older than this was left behind (the leave warning says progress is lost); a new one starts. */
const ROUND_MAX_AGE_MS = 3 * 60 * 60 * 1000;
/** Picks tried when simultaneous requests put each pick in the learner's other open round first. */
const SERVE_RETRIES = 3;

/** Serving questions: the next question of a learner's practice or diagnostic round, recorded before it is sent. */
export function createQuestionServingService(deps: OpenAttemptServicesDeps) {
  const { repository, curriculum, access } = deps;
  const now = deps.now ?? (() => new Date());

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
    if (mode === 'diagnostic') await requireTestedSkill(curriculum, skillId, skill.topic_id);
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
    // The learner leaves the round's previous question for this one: its total time becomes the time since it was
    // served (capped), recorded with the attempt served next.
    const previous = attempts.at(-1);
    const left = previous && {
      attemptId: previous.id,
      totalTime: reduceValidationControl(toValidationControl(previous), {
        type: 'leave',
        elapsedMs: Math.min(moment.getTime() - Date.parse(previous.servedAt), MAX_QUESTION_TIME_MS),
      }).total_time,
    };
    // A check names only its question, so a question is never in two of the learner's open rounds (the practice and
    // the diagnostic round of a skill may be open together): those are excluded, and the unique open question key
    // refuses one that a simultaneous request has just put in the other round.
    const excludedIds = [...attempts.map((attempt) => attempt.questionId), ...openIds];
    let outcome: AttemptOutcome = 'question_taken';
    for (let retry = 0; retry < SERVE_RETRIES && outcome === 'question_taken'; retry += 1) {
      const question = await curriculum.pickLearnerQuestion(skillId, level, excludedIds, recentIds);
      if (!question) throw notFound('There is no question for this skill and level.');
      outcome = await repository.addAttempt(
        {
          roundId: round.id,
          learnerId: learner.id,
          skillId,
          questionId: question.id,
          position: attempts.length,
          servedAt: moment.toISOString(),
        },
        left,
      );
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
  };
}

export type QuestionServingService = ReturnType<typeof createQuestionServingService>;
