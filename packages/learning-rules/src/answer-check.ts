import { normaliseAnswer } from './answer-normalisation';
import { canonicaliseExpression } from './expression-terms';
import { areRationalsEqual, parseRational, type RationalParseOptions } from './rational-number';

/** Spec 3 section 5: "Empty check gives 'Please select one answer' (single choice) or 'Please type your answer'." */
export const EMPTY_CHOICE_MESSAGE = 'Please select one answer';
export const EMPTY_TYPED_MESSAGE = 'Please type your answer';
/** Spec 3 section 5: "Correct feedback 'Nice job!'; wrong feedback 'Nope that wasn't it! Take another look.'." */
export const CORRECT_FEEDBACK = 'Nice job!';
export const WRONG_FEEDBACK = "Nope that wasn't it! Take another look.";

/** Spec 3 section 3: "model_one is single choice, anything else is typed". */
export const SINGLE_CHOICE_QUESTION_TYPE = 'model_one';

export const ANSWER_KINDS = ['text', 'number', 'fraction', 'money', 'expression'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/** Stored rows may carry a kind this version does not know; those get the spec's plain comparison. */
function readAnswerKind(answerKind: string | null | undefined): AnswerKind {
  return ANSWER_KINDS.find((kind) => kind === answerKind) ?? 'text';
}

export interface CheckableQuestion {
  readonly answer: string;
  readonly question_type: string;
  /** Absent means 'text': the spec's plain comparison and nothing more. */
  readonly answer_kind?: AnswerKind | null;
}

export type AnswerStatus = 'empty' | 'correct' | 'wrong';

export type AnswerFeedback =
  typeof EMPTY_CHOICE_MESSAGE | typeof EMPTY_TYPED_MESSAGE | typeof CORRECT_FEEDBACK | typeof WRONG_FEEDBACK;

export interface AnswerCheck {
  readonly status: AnswerStatus;
  readonly message: AnswerFeedback;
}

export function isSingleChoiceQuestion(question: Pick<CheckableQuestion, 'question_type'>): boolean {
  return question.question_type === SINGLE_CHOICE_QUESTION_TYPE;
}

function areNumericallyEqual(expected: string, given: string, options: RationalParseOptions): boolean {
  const expectedValue = parseRational(expected, options);
  const givenValue = parseRational(given, options);
  return expectedValue !== null && givenValue !== null && areRationalsEqual(expectedValue, givenValue);
}

function areExpressionsEquivalent(expected: string, given: string): boolean {
  const expectedForm = canonicaliseExpression(expected);
  return expectedForm !== null && expectedForm === canonicaliseExpression(given);
}

/**
 * True when `given` answers a question whose key is `expected`. The spec's comparison (case and spaces
 * ignored) always applies first, so the answer kinds only ever accept more, never less, than the spec.
 */
export function isAnswerAccepted(expected: string, given: string, answerKind?: AnswerKind | null): boolean {
  const normalisedExpected = normaliseAnswer(expected);
  const normalisedGiven = normaliseAnswer(given);
  if (normalisedExpected === normalisedGiven) return true;
  switch (readAnswerKind(answerKind)) {
    case 'text':
      return false;
    case 'number':
    case 'fraction':
      return areNumericallyEqual(expected, given, {});
    case 'money':
      return areNumericallyEqual(expected, given, { allowsCurrencySymbol: true });
    case 'expression':
      return areExpressionsEquivalent(normalisedExpected, normalisedGiven);
  }
}

/** Spec 3 section 5 "Answer check" and spec 1 section 4 "Demo Check", as one function for every screen. */
export function checkAnswer(question: CheckableQuestion, given: string | null | undefined): AnswerCheck {
  if (given === null || given === undefined || normaliseAnswer(given) === '') {
    return {
      status: 'empty',
      message: isSingleChoiceQuestion(question) ? EMPTY_CHOICE_MESSAGE : EMPTY_TYPED_MESSAGE,
    };
  }
  return isAnswerAccepted(question.answer, given, question.answer_kind)
    ? { status: 'correct', message: CORRECT_FEEDBACK }
    : { status: 'wrong', message: WRONG_FEEDBACK };
}
