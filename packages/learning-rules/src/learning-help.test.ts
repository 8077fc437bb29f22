import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateHelpedQuestionPoints,
  HINT_PENALTY_PERCENT,
  isSolutionDue,
  NO_HELP,
  selectHintAfterWrongAnswer,
  selectNextHintIndex,
} from './learning-help';
import { calculateQuestionPoints } from './question-points';
import { createValidationControl, giveUpQuestion, reduceValidationControl } from './validation-control';

const inputArbitrary = fc.record({
  mode: fc.constantFrom<'practice' | 'diagnostic'>('practice', 'diagnostic'),
  fullPoints: fc.integer({ min: 0, max: 100_000 }),
  isAnsweredCorrectly: fc.boolean(),
  wrongAttempts: fc.nat(20),
  timeSpentMs: fc.nat(200_000),
});
const helpArbitrary = fc.record({ hintsUsed: fc.nat(15), isSolutionShown: fc.boolean() });

const practice = (wrongAttempts: number, timeSpentMs: number, hintsUsed: number, isSolutionShown = false) =>
  calculateHelpedQuestionPoints({
    mode: 'practice',
    fullPoints: 50,
    isAnsweredCorrectly: true,
    wrongAttempts,
    timeSpentMs,
    help: { hintsUsed, isSolutionShown },
  });

describe('calculateHelpedQuestionPoints', () => {
  it('a hint costs 10 % like a wrong attempt, and brings in the slow-answer 10 %', () => {
    expect(HINT_PENALTY_PERCENT).toBe(10);
    expect(practice(0, 10_000, 0)).toBe(50);
    expect(practice(0, 10_000, 1)).toBe(45);
    expect(practice(0, 60_000, 1)).toBe(40);
    expect(practice(1, 10_000, 2)).toBe(35);
  });

  it('spec 3 §9 "A correct answer after the first validation gives 0 points": nothing once the solution is shown', () => {
    expect(practice(0, 1_000, 0, true)).toBe(0);
    expect(practice(1, 1_000, 0, true)).toBe(0);
  });

  it('the diagnostic counts only unaided first-try answers', () => {
    const diagnostic = (hintsUsed: number) =>
      calculateHelpedQuestionPoints({
        mode: 'diagnostic',
        fullPoints: 30,
        isAnsweredCorrectly: true,
        wrongAttempts: 0,
        timeSpentMs: 1_000,
        help: { hintsUsed, isSolutionShown: false },
      });
    expect(diagnostic(0)).toBe(30);
    expect(diagnostic(1)).toBe(0);
  });

  it('without help it is exactly the spec rule', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        expect(calculateHelpedQuestionPoints({ ...input, help: NO_HELP })).toBe(
          calculateQuestionPoints(input),
        );
      }),
    );
  });

  it('stays a whole number between 0 and the unaided points, and never rises with more help', () => {
    fc.assert(
      fc.property(inputArbitrary, helpArbitrary, fc.nat(5), (input, help, moreHints) => {
        const points = calculateHelpedQuestionPoints({ ...input, help });
        expect(Number.isInteger(points)).toBe(true);
        expect(points).toBeGreaterThanOrEqual(0);
        expect(points).toBeLessThanOrEqual(calculateQuestionPoints(input));
        const withMore = calculateHelpedQuestionPoints({
          ...input,
          help: { ...help, hintsUsed: help.hintsUsed + moreHints },
        });
        expect(withMore).toBeLessThanOrEqual(points);
        expect(calculateHelpedQuestionPoints({ ...input, help: { ...help, isSolutionShown: true } })).toBe(0);
      }),
    );
  });

  it('a hint never costs more than a wrong attempt would', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.nat(10), (input, hints) => {
        const practiceInput = { ...input, mode: 'practice' as const, isAnsweredCorrectly: true };
        expect(
          calculateHelpedQuestionPoints({
            ...practiceInput,
            help: { hintsUsed: hints, isSolutionShown: false },
          }),
        ).toBeGreaterThanOrEqual(
          calculateQuestionPoints({ ...practiceInput, wrongAttempts: practiceInput.wrongAttempts + hints }),
        );
      }),
    );
  });
});

describe('the solution and the hints', () => {
  it('shows the solution when asked or after the second wrong check', () => {
    expect(isSolutionDue(0, false)).toBe(false);
    expect(isSolutionDue(1, false)).toBe(false);
    expect(isSolutionDue(2, false)).toBe(true);
    expect(isSolutionDue(0, true)).toBe(true);
    fc.assert(
      fc.property(fc.nat(50), (wrong) => {
        expect(isSolutionDue(wrong, false)).toBe(wrong >= 2);
      }),
    );
  });

  it('gives each hint once with the Hint button, and none for a question without hints', () => {
    expect(selectNextHintIndex(0, 2)).toBe(0);
    expect(selectNextHintIndex(1, 2)).toBe(1);
    expect(selectNextHintIndex(2, 2)).toBeNull();
    expect(selectNextHintIndex(0, 0)).toBeNull();
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (used, count) => {
        const index = selectNextHintIndex(used, count);
        if (index === null) expect(used).toBeGreaterThanOrEqual(count);
        else expect(index).toBeLessThan(count);
      }),
    );
  });

  const question = {
    hints: ['Find a common denominator first.', 'Write 1/2 as 3/6 and 1/3 as 2/6.'],
    misconceptions: [
      { answer: '2/5', hint: 'Add the numerators only once both fractions share a denominator.' },
    ],
    answer_kind: 'fraction' as const,
  };

  it('answers a known misconception with its own hint, with the answer check equivalence', () => {
    const misconception = question.misconceptions[0]?.hint;
    expect(selectHintAfterWrongAnswer(question, '2/5', { hintsUsed: 0, wrongAttempts: 1 })).toBe(
      misconception,
    );
    expect(selectHintAfterWrongAnswer(question, ' 4/10 ', { hintsUsed: 0, wrongAttempts: 1 })).toBe(
      misconception,
    );
  });

  it('else gives the first hint not read yet, the last one repeating', () => {
    expect(selectHintAfterWrongAnswer(question, '1/6', { hintsUsed: 0, wrongAttempts: 1 })).toBe(
      question.hints[0],
    );
    expect(selectHintAfterWrongAnswer(question, '1/6', { hintsUsed: 1, wrongAttempts: 1 })).toBe(
      question.hints[1],
    );
    expect(selectHintAfterWrongAnswer(question, '1/6', { hintsUsed: 0, wrongAttempts: 5 })).toBe(
      question.hints[1],
    );
    expect(
      selectHintAfterWrongAnswer({ hints: [], misconceptions: [] }, '1', { hintsUsed: 0, wrongAttempts: 1 }),
    ).toBeNull();
    fc.assert(
      fc.property(
        fc.array(fc.string(), { minLength: 1, maxLength: 5 }),
        fc.nat(9),
        fc.nat(9),
        (hints, used, wrong) => {
          const hint = selectHintAfterWrongAnswer({ hints, misconceptions: [] }, 'x', {
            hintsUsed: used,
            wrongAttempts: wrong,
          });
          expect(hints).toContain(hint);
        },
      ),
    );
  });
});

describe('giveUpQuestion ("Show me how")', () => {
  it('counts a question not checked yet as a wrong first check, and keeps a checked one', () => {
    const given = giveUpQuestion(createValidationControl(), 4_000);
    expect(given).toMatchObject({
      validation: false,
      attempts_counter: 1,
      wrong_attempts: 1,
      time_spent: 4_000,
    });
    expect(giveUpQuestion(given, 9_000)).toBe(given);
  });

  it('a right answer after it closes the question with 0 points', () => {
    const control = reduceValidationControl(
      { ...giveUpQuestion(createValidationControl(), 1_000), selected_answer: '7' },
      {
        type: 'check',
        question: { answer: '7', question_type: 'typed', points: 40 },
        mode: 'practice',
        elapsedMs: 2_000,
        help: { hintsUsed: 0, isSolutionShown: true },
      },
    );
    expect(control).toMatchObject({ submitted: true, points: 0, validation: false });
  });
});
