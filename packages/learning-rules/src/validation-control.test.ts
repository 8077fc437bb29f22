import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CORRECT_FEEDBACK, EMPTY_TYPED_MESSAGE, WRONG_FEEDBACK } from './answer-check';
import type { ScoringMode } from './question-points';
import {
  canMoveToNextQuestion,
  checkQuestionAttempt,
  createValidationControl,
  reduceValidationControl,
  scoredQuestionFromVerdict,
  type ScoredQuestion,
  type ValidationControl,
  type ValidationControlEvent,
} from './validation-control';

const question: ScoredQuestion = { answer: '42', question_type: 'typed', points: 100 };

function answer(
  control: ValidationControl,
  given: string,
  elapsedMs: number,
  mode: ScoringMode = 'practice',
) {
  const selected = reduceValidationControl(control, { type: 'select', answer: given });
  return reduceValidationControl(selected, { type: 'check', question, mode, elapsedMs });
}

const eventArbitrary: fc.Arbitrary<ValidationControlEvent> = fc.oneof(
  fc.record({ type: fc.constant('select' as const), answer: fc.constantFrom('42', ' 42 ', '41', '', 'x') }),
  fc.record({
    type: fc.constant('check' as const),
    question: fc.constant(question),
    mode: fc.constantFrom<ScoringMode>('practice', 'diagnostic'),
    elapsedMs: fc.nat(120_000),
  }),
  fc.record({ type: fc.constant('leave' as const), elapsedMs: fc.nat(120_000) }),
);

describe('validation_control transitions', () => {
  it('spec 3 section 4: "The first attempt decides the marker."', () => {
    const wrongFirst = answer(createValidationControl(), '41', 1_000);
    expect(wrongFirst.validation).toBe(false);
    expect(answer(wrongFirst, '42', 2_000).validation).toBe(false);
    expect(answer(createValidationControl(), '42', 1_000).validation).toBe(true);
    expect(createValidationControl().validation).toBeNull();
  });

  it('spec 3 section 4: "Wrong attempts are counted; a later correct answer marks the question submitted."', () => {
    let control = answer(createValidationControl(), '41', 1_000);
    control = answer(control, '40', 2_000);
    expect(control).toMatchObject({ wrong_attempts: 2, attempts_counter: 2, submitted: false, points: 0 });
    control = answer(control, '42', 3_000);
    expect(control).toMatchObject({
      wrong_attempts: 2,
      attempts_counter: 3,
      submitted: true,
      points: 80,
      time_spent: 3_000,
    });
  });

  it('scores the diagnostic by the first check only', () => {
    const control = answer(
      answer(createValidationControl(), '41', 1_000, 'diagnostic'),
      '42',
      2_000,
      'diagnostic',
    );
    expect(control).toMatchObject({ submitted: true, points: 0 });
    expect(answer(createValidationControl(), '42', 60_000, 'diagnostic').points).toBe(100);
  });

  it('an empty check gives its message and is not an attempt', () => {
    const result = checkQuestionAttempt(createValidationControl(), question, 'practice', 500);
    expect(result.check.message).toBe(EMPTY_TYPED_MESSAGE);
    expect(result.control).toEqual(createValidationControl());
  });

  it('returns the feedback with the new control', () => {
    const wrong = checkQuestionAttempt(
      { ...createValidationControl(), selected_answer: '1' },
      question,
      'practice',
      10,
    );
    expect(wrong.check.message).toBe(WRONG_FEEDBACK);
    const right = checkQuestionAttempt({ ...wrong.control, selected_answer: '42' }, question, 'practice', 20);
    expect(right.check.message).toBe(CORRECT_FEEDBACK);
  });

  it('spec 1 section 4: "A correct answer or an attempt enables the Next arrow."', () => {
    expect(canMoveToNextQuestion(createValidationControl())).toBe(false);
    expect(canMoveToNextQuestion(answer(createValidationControl(), '1', 10))).toBe(true);
    expect(canMoveToNextQuestion(answer(createValidationControl(), '42', 10))).toBe(true);
  });

  it('locks a submitted question: later selections, checks and replays change nothing but the total time', () => {
    const submitted = answer(createValidationControl(), '42', 5_000);
    expect(answer(submitted, '1', 9_000)).toEqual(submitted);
    const left = reduceValidationControl(submitted, { type: 'leave', elapsedMs: 12_000 });
    expect(left).toEqual({ ...submitted, total_time: 12_000 });
  });

  it('keeps its invariants for any sequence of events', () => {
    fc.assert(
      fc.property(fc.array(eventArbitrary, { maxLength: 25 }), (events) => {
        let control = createValidationControl();
        let firstCheck: boolean | null = null;
        for (const event of events) {
          const before = control;
          control = reduceValidationControl(control, event);
          if (firstCheck === null && control.attempts_counter === 1) firstCheck = control.validation;
          expect(control.attempts_counter).toBeGreaterThanOrEqual(before.attempts_counter);
          expect(control.total_time).toBeGreaterThanOrEqual(before.total_time);
          if (before.submitted) expect({ ...control, total_time: 0 }).toEqual({ ...before, total_time: 0 });
        }
        expect(control.validation).toBe(control.attempts_counter === 0 ? null : firstCheck);
        expect(control.wrong_attempts).toBe(control.attempts_counter - (control.submitted ? 1 : 0));
        expect(control.points).toBeGreaterThanOrEqual(0);
        expect(control.points).toBeLessThanOrEqual(question.points);
        expect(control.time_spent).toBeLessThanOrEqual(control.total_time);
        if (!control.submitted) expect(control.points).toBe(0);
      }),
    );
  });
});

describe('scoredQuestionFromVerdict', () => {
  it("scores the server's verdict as the key would have: right answers close the question, wrong ones count", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom('model_one', 'typed'),
        fc.boolean(),
        fc.constantFrom<ScoringMode>('practice', 'diagnostic'),
        (given, questionType, isCorrect, mode) => {
          const scored = scoredQuestionFromVerdict(
            { question_type: questionType, points: 100 },
            given,
            isCorrect,
          );
          const selected = reduceValidationControl(createValidationControl(), {
            type: 'select',
            answer: given,
          });
          const checked = reduceValidationControl(selected, {
            type: 'check',
            question: scored,
            mode,
            elapsedMs: 1_000,
          });
          // An answer that normalises to nothing is refused before any call, so no verdict exists for it.
          if (checked.attempts_counter === 0) return;
          expect(checked.validation).toBe(isCorrect);
          expect(checked.submitted).toBe(isCorrect);
          expect(checked.wrong_attempts).toBe(isCorrect ? 0 : 1);
        },
      ),
      { numRuns: 500 },
    );
  });
});
