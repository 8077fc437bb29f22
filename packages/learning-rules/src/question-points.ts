import { POINTS_PENALTY_PERCENT, SLOW_ANSWER_THRESHOLD_MS } from './learning-constants';
import { toNonNegativeInteger } from './non-negative-integer';

/**
 * Practice gives partial credit; the diagnostic (and the public demo, which is a diagnostic) only counts
 * what the learner knew on the first check (design brief section 5).
 */
export type ScoringMode = 'practice' | 'diagnostic';

export interface QuestionPointsInput {
  readonly mode: ScoringMode;
  /** The question's `points`: what a first-try correct answer earns. */
  readonly fullPoints: number;
  /** Whether the learner eventually answered correctly; an abandoned question earns nothing. */
  readonly isAnsweredCorrectly: boolean;
  /** Wrong checks before the correct one. */
  readonly wrongAttempts: number;
  /** Milliseconds from showing the question to the correct check. */
  readonly timeSpentMs: number;
}

export function isSlowAnswer(timeSpentMs: number): boolean {
  return timeSpentMs > SLOW_ANSWER_THRESHOLD_MS;
}

/** Percentage of the full points taken off; 0 on a first-try correct answer, however slow. */
export function calculatePointsPenaltyPercent(wrongAttempts: number, timeSpentMs: number): number {
  const wrong = toNonNegativeInteger(wrongAttempts);
  if (wrong === 0) return 0;
  const slowPenalty = isSlowAnswer(timeSpentMs) ? POINTS_PENALTY_PERCENT : 0;
  return Math.min(100, slowPenalty + wrong * POINTS_PENALTY_PERCENT);
}

/**
 * Integer points for one question. Partial credit is rounded down so that a wrong attempt can never be
 * rounded back up to the points of a clean answer.
 */
export function calculateQuestionPoints(input: QuestionPointsInput): number {
  const fullPoints = toNonNegativeInteger(input.fullPoints);
  const wrongAttempts = toNonNegativeInteger(input.wrongAttempts);
  if (!input.isAnsweredCorrectly) return 0;
  if (wrongAttempts === 0) return fullPoints;
  if (input.mode === 'diagnostic') return 0;
  const keptPercent = 100 - calculatePointsPenaltyPercent(wrongAttempts, input.timeSpentMs);
  return Math.floor((fullPoints * keptPercent) / 100);
}
