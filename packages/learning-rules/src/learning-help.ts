import { isAnswerAccepted, type AnswerKind } from './answer-check';
import { POINTS_PENALTY_PERCENT } from './learning-constants';
import { toNonNegativeInteger } from './non-negative-integer';
import { calculateQuestionPoints, isSlowAnswer, type QuestionPointsInput } from './question-points';

/**
 * What a hint asked for with the Hint button costs in practice: as much as a wrong attempt, the spec's "a further
 * n*10 percent" unit, because a hint replaces the try it saves (docs/learning-model.md §12).
 */
export const HINT_PENALTY_PERCENT = POINTS_PENALTY_PERCENT;

/** After this many wrong checks the worked solution is shown without being asked for (issue 21). */
export const SOLUTION_AFTER_WRONG_ATTEMPTS = 2;

/** The help a learner took on one question: hints asked for, and whether the worked solution was shown. */
export interface QuestionHelp {
  readonly hintsUsed: number;
  readonly isSolutionShown: boolean;
}

export const NO_HELP: QuestionHelp = { hintsUsed: 0, isSolutionShown: false };

/** A question's hints and the wrong answers a known misconception produces, each with its own hint. */
export interface HintedQuestion {
  readonly hints: readonly string[];
  readonly misconceptions: readonly { readonly answer: string; readonly hint: string }[];
  readonly answer_kind?: AnswerKind | null;
}

/**
 * Points with help taken into account. The solution shown makes the question worth nothing (spec 3 §9: "A correct
 * answer after the first validation gives 0 points", the strict reading kept for a question whose answer was shown).
 * A hint-assisted answer is not the spec's clean first try, so it falls under "Otherwise": each hint costs 10 % like
 * a wrong attempt, and the slow-answer 10 % applies; the diagnostic counts only unaided first-try answers, so a hint
 * there makes the question worth 0.
 */
export function calculateHelpedQuestionPoints(
  input: QuestionPointsInput & { readonly help: QuestionHelp },
): number {
  const hintsUsed = toNonNegativeInteger(input.help.hintsUsed);
  if (!input.isAnsweredCorrectly || input.help.isSolutionShown) return 0;
  if (hintsUsed === 0) return calculateQuestionPoints(input);
  if (input.mode === 'diagnostic') return 0;
  const fullPoints = toNonNegativeInteger(input.fullPoints);
  const wrongAttempts = toNonNegativeInteger(input.wrongAttempts);
  const penalty = Math.min(
    100,
    wrongAttempts * POINTS_PENALTY_PERCENT +
      hintsUsed * HINT_PENALTY_PERCENT +
      (isSlowAnswer(input.timeSpentMs) ? POINTS_PENALTY_PERCENT : 0),
  );
  return Math.floor((fullPoints * (100 - penalty)) / 100);
}

/** Whether the worked solution (and with it the key) is due: asked for, or after the second wrong check. */
export function isSolutionDue(wrongAttempts: number, isSolutionRequested: boolean): boolean {
  return isSolutionRequested || toNonNegativeInteger(wrongAttempts) >= SOLUTION_AFTER_WRONG_ATTEMPTS;
}

/** The next hint the Hint button gives (0-based), or null once every hint was given or the question has none. */
export function selectNextHintIndex(hintsUsed: number, hintCount: number): number | null {
  const used = toNonNegativeInteger(hintsUsed);
  return used < toNonNegativeInteger(hintCount) ? used : null;
}

/**
 * The hint after a wrong answer: the one written for the misconception the answer comes from (compared with the
 * same equivalence as the answer check, so `1/2` matches `2/4` for a fraction), else the first hint the learner has
 * not read yet (the hints read with the Hint button come first, then one per wrong check), the last one repeating.
 * Null for a question without hints.
 */
export function selectHintAfterWrongAnswer(
  question: HintedQuestion,
  wrongAnswer: string,
  help: { readonly hintsUsed: number; readonly wrongAttempts: number },
): string | null {
  const misconception = question.misconceptions.find((candidate) =>
    isAnswerAccepted(candidate.answer, wrongAnswer, question.answer_kind),
  );
  if (misconception) return misconception.hint;
  if (question.hints.length === 0) return null;
  const read =
    toNonNegativeInteger(help.hintsUsed) + Math.max(0, toNonNegativeInteger(help.wrongAttempts) - 1);
  return question.hints[Math.min(read, question.hints.length - 1)] ?? null;
}
