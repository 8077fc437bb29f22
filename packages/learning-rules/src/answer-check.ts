import { normaliseAnswer } from './answer-normalisation';
import { canonicaliseExpression, unifyOperatorSymbols } from './expression-terms';
import { arePolynomialsEqual, parsePolynomial } from './polynomial-expression';
import {
  areRationalsEqual,
  parseRational,
  type RationalNumber,
  type RationalParseOptions,
} from './rational-number';

/** Spec 3 section 5: "Empty check gives 'Please select one answer' (single choice) or 'Please type your answer'." */
export const EMPTY_CHOICE_MESSAGE = 'Please select one answer';
export const EMPTY_TYPED_MESSAGE = 'Please type your answer';
/** Spec 3 section 5: "Correct feedback 'Nice job!'; wrong feedback 'Nope that wasn't it! Take another look.'." */
export const CORRECT_FEEDBACK = 'Nice job!';
export const WRONG_FEEDBACK = "Nope that wasn't it! Take another look.";

/** Spec 3 section 3: "model_one is single choice, anything else is typed". */
export const SINGLE_CHOICE_QUESTION_TYPE = 'model_one';

/**
 * How a typed answer is compared beyond the spec's plain comparison: `number`, `fraction`, `money` and `percent` by
 * exact value (a `percent` key is the percent's number, so "25", "25%" and "25 %" answer 25), `expression` by
 * algebraic identity ("13(n+18)" answers "13n+234"; an equation or inequality by its sides, so "2<=x" answers
 * "x>=2"), `text` not at all.
 */
export const ANSWER_KINDS = ['text', 'number', 'fraction', 'money', 'percent', 'expression'] as const;
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
  /**
   * True when the question asks for one form of the answer (expand, factor, simplify, a fraction in lowest terms,
   * a decimal): then only that form counts, see `isAnswerAccepted`. A database may hand over 0 or 1.
   */
  readonly requires_answer_form?: boolean | number | null;
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

const PERCENT_SIGN = /\s*%\s*$/;

function parseAnswerValue(text: string, kind: AnswerKind): RationalNumber | null {
  const options: RationalParseOptions = { allowsCurrencySymbol: kind === 'money' };
  return parseRational(kind === 'percent' ? text.replace(PERCENT_SIGN, '') : text, options);
}

function findGreatestCommonDivisor(a: bigint, b: bigint): bigint {
  return b === 0n ? a : findGreatestCommonDivisor(b, a % b);
}

/**
 * The form a numeric question asks for: a `fraction` in lowest terms (an integer, "7/4" or "1 3/4", never "14/8" or
 * "1.75"), any other numeric kind as a decimal (never "3/4" for "write 3/4 as a decimal").
 */
function isWrittenInRequiredForm(given: string, kind: AnswerKind): boolean {
  const tidy = given
    .trim()
    .replace(/\u2212/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/ ?\/ ?/g, '/')
    .replace(/^[+-] ?/, '');
  if (kind !== 'fraction') return !tidy.includes('/');
  if (/^\d+$/.test(tidy)) return true;
  const fraction = /^(?:\d+ )?(\d+)\/(\d+)$/.exec(tidy);
  if (!fraction) return false;
  const numerator = BigInt(fraction[1] ?? '0');
  const denominator = BigInt(fraction[2] ?? '0');
  const isMixed = tidy.includes(' ');
  return (
    denominator > 1n &&
    numerator > 0n &&
    findGreatestCommonDivisor(numerator, denominator) === 1n &&
    (!isMixed || numerator < denominator)
  );
}

function areNumericallyEqual(
  expected: string,
  given: string,
  kind: AnswerKind,
  requiresForm: boolean,
): boolean {
  const expectedValue = parseAnswerValue(expected, kind);
  const givenValue = parseAnswerValue(given, kind);
  if (expectedValue === null || givenValue === null || !areRationalsEqual(expectedValue, givenValue))
    return false;
  return (
    !requiresForm ||
    isWrittenInRequiredForm(kind === 'percent' ? given.replace(PERCENT_SIGN, '') : given, kind)
  );
}

type Relation = '=' | '<' | '<=';
interface ExpressionStatement {
  /** Null for a bare expression; otherwise `left relation right`, with ">" and ">=" turned round to "<" and "<=". */
  readonly relation: Relation | null;
  readonly sides: readonly string[];
}

function readStatement(normalisedText: string): ExpressionStatement | null {
  const parts = unifyOperatorSymbols(normalisedText).split(/(<=|>=|<|>|=)/);
  if (parts.length === 1) return { relation: null, sides: parts };
  if (parts.length !== 3) return null;
  const [left = '', symbol = '', right = ''] = parts;
  if (symbol === '>') return { relation: '<', sides: [right, left] };
  if (symbol === '>=') return { relation: '<=', sides: [right, left] };
  return { relation: symbol as Relation, sides: [left, right] };
}

function areSidesIdentical(expectedSides: readonly string[], givenSides: readonly string[]): boolean | null {
  for (let index = 0; index < expectedSides.length; index += 1) {
    const expectedPolynomial = parsePolynomial(expectedSides[index] ?? '');
    const givenPolynomial = parsePolynomial(givenSides[index] ?? '');
    if (expectedPolynomial === null || givenPolynomial === null) return null;
    if (!arePolynomialsEqual(expectedPolynomial, givenPolynomial)) return false;
  }
  return true;
}

/**
 * Algebraic identity of two expressions, or of two equations or inequalities side by side ("x>=2" is "2<=x", and
 * "x+1=5" is "5=1+x"). Sides are compared as expanded polynomials, which is exact: nothing is accepted that differs
 * for some value of the variables. A relation is not solved or rescaled ("2x<4" does not answer "x<2"), because a
 * question that asks to solve wants the solved form. Outside the polynomial grammar, the terms-in-any-order form.
 */
function areExpressionsEquivalent(expected: string, given: string): boolean {
  const expectedStatement = readStatement(expected);
  const givenStatement = readStatement(given);
  if (expectedStatement && givenStatement && expectedStatement.relation === givenStatement.relation) {
    const identical = areSidesIdentical(expectedStatement.sides, givenStatement.sides);
    if (identical === true) return true;
    if (expectedStatement.relation === '=') {
      const swapped = areSidesIdentical(expectedStatement.sides, [...givenStatement.sides].reverse());
      if (swapped === true) return true;
      if (identical === false && swapped === false) return false;
    } else if (identical === false) {
      return false;
    }
  } else if (expectedStatement && givenStatement) {
    return false;
  }
  return areExpressionsInSameForm(expected, given);
}

/** The form a question asked for: the key's own terms, in any order ("3+5x" for "5x+3", never "5(x+1)-2"). */
function areExpressionsInSameForm(expected: string, given: string): boolean {
  const expectedForm = canonicaliseExpression(expected);
  return expectedForm !== null && expectedForm === canonicaliseExpression(given);
}

/**
 * True when `given` answers a question whose key is `expected`. The spec's comparison (case and spaces
 * ignored) always applies first, so the answer kinds only ever accept more, never less, than the spec.
 * `requiresForm` narrows what the kind accepts to the form the question asked for (see `CheckableQuestion`).
 */
export function isAnswerAccepted(
  expected: string,
  given: string,
  answerKind?: AnswerKind | null,
  requiresForm = false,
): boolean {
  const normalisedExpected = normaliseAnswer(expected);
  const normalisedGiven = normaliseAnswer(given);
  if (normalisedExpected === normalisedGiven) return true;
  const kind = readAnswerKind(answerKind);
  switch (kind) {
    case 'text':
      return false;
    case 'number':
    case 'fraction':
    case 'money':
    case 'percent':
      return areNumericallyEqual(expected, given, kind, requiresForm);
    case 'expression':
      return requiresForm
        ? areExpressionsInSameForm(normalisedExpected, normalisedGiven)
        : areExpressionsEquivalent(normalisedExpected, normalisedGiven);
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
  return isAnswerAccepted(
    question.answer,
    given,
    question.answer_kind,
    Boolean(question.requires_answer_form),
  )
    ? { status: 'correct', message: CORRECT_FEEDBACK }
    : { status: 'wrong', message: WRONG_FEEDBACK };
}
