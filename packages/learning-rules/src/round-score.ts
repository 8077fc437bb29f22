import { QUESTIONS_PER_ROUND, ROUND_SCORE_PENALTY, ROUND_SCORE_START } from './learning-constants';
import { toNonNegativeInteger } from './non-negative-integer';
import type { QuestionMarker, ValidationControl } from './validation-control';

/** Questions whose first check was wrong: the only mistakes the score and the save scaling count. */
export function countFirstCheckWrong(markers: readonly QuestionMarker[]): number {
  return markers.filter((marker) => marker === false).length;
}

/** Spec 3 section 9: "The score starts at 100 and drops by 10 for each first-attempt wrong answer." */
export function calculateRoundScore(firstCheckWrongCount: number): number {
  return Math.max(0, ROUND_SCORE_START - toNonNegativeInteger(firstCheckWrongCount) * ROUND_SCORE_PENALTY);
}

/**
 * Spec 3 section 9: "On save, skill points are scaled by (10 minus wrong attempts) / 10." Wrong attempts
 * here are questions whose first check was wrong, capped at the round's 10 questions, so the factor stays
 * within 0..1 however many times a learner retries one question. Rounded down like question points.
 */
export function scaleSavedSkillPoints(roundPoints: number, firstCheckWrongCount: number): number {
  const wrong = Math.min(QUESTIONS_PER_ROUND, toNonNegativeInteger(firstCheckWrongCount));
  return Math.floor(
    (toNonNegativeInteger(roundPoints) * (QUESTIONS_PER_ROUND - wrong)) / QUESTIONS_PER_ROUND,
  );
}

/** Spec 3 section 3: "Practice results: total_time, attempts_counter, wrong_attempts, points, total_questions". */
export interface PracticeResults {
  readonly total_time: number;
  readonly attempts_counter: number;
  readonly wrong_attempts: number;
  readonly points: number;
  readonly total_questions: number;
}

/** Sums one skill's question controls into the results the round report shows and the save sends. */
export function summarisePracticeResults(controls: readonly ValidationControl[]): PracticeResults {
  const sum = (pick: (control: ValidationControl) => number) =>
    controls.reduce((total, control) => total + toNonNegativeInteger(pick(control)), 0);
  return {
    total_time: sum((control) => control.total_time),
    attempts_counter: sum((control) => control.attempts_counter),
    wrong_attempts: sum((control) => control.wrong_attempts),
    points: sum((control) => control.points),
    total_questions: controls.length,
  };
}

/** The skill points a saved round adds: the question points, scaled by the round's wrong first checks. */
export function calculateSavedRoundPoints(controls: readonly ValidationControl[]): number {
  const markers = controls.map((control) => control.validation);
  return scaleSavedSkillPoints(summarisePracticeResults(controls).points, countFirstCheckWrong(markers));
}
