import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CORRECT_FEEDBACK,
  EMPTY_CHOICE_MESSAGE,
  EMPTY_TYPED_MESSAGE,
  WRONG_FEEDBACK,
  checkAnswer,
  isAnswerAccepted,
  type AnswerKind,
} from './answer-check';
import { normaliseAnswer } from './answer-normalisation';

const ALL_KINDS: readonly (AnswerKind | undefined)[] = [
  undefined,
  'text',
  'number',
  'fraction',
  'money',
  'percent',
  'expression',
];
const kindArbitrary = fc.constantFrom(...ALL_KINDS);
const typedQuestion = (answer: string, answer_kind?: AnswerKind) => ({
  answer,
  question_type: 'model_two',
  answer_kind,
});
const asciiText = fc.string({ unit: 'grapheme-ascii', maxLength: 20 });

function flipCase(text: string, flips: readonly boolean[]): string {
  return [...text].map((char, index) => (flips[index] ? char.toUpperCase() : char)).join('');
}

describe('checkAnswer: the spec rule', () => {
  it("spec 3 section 5: \"Empty check gives 'Please select one answer' (single choice) or 'Please type your answer'.\"", () => {
    expect(checkAnswer({ answer: '4', question_type: 'model_one' }, '')).toEqual({
      status: 'empty',
      message: EMPTY_CHOICE_MESSAGE,
    });
    expect(checkAnswer(typedQuestion('4'), '   ')).toEqual({ status: 'empty', message: EMPTY_TYPED_MESSAGE });
    expect(checkAnswer(typedQuestion('4'), null).status).toBe('empty');
    expect(checkAnswer(typedQuestion('4'), undefined).status).toBe('empty');
  });

  it("spec 3 section 5: \"Correct feedback 'Nice job!'; wrong feedback 'Nope that wasn't it! Take another look.'.\"", () => {
    expect(CORRECT_FEEDBACK).toBe('Nice job!');
    expect(WRONG_FEEDBACK).toBe("Nope that wasn't it! Take another look.");
    expect(checkAnswer(typedQuestion('12'), '12')).toEqual({ status: 'correct', message: CORRECT_FEEDBACK });
    expect(checkAnswer(typedQuestion('12'), '13')).toEqual({ status: 'wrong', message: WRONG_FEEDBACK });
  });

  it('spec 3 section 5: "compared with the correct answer case-insensitively, ignoring surrounding and inner spaces"', () => {
    expect(checkAnswer(typedQuestion('Right Angle'), '  right   ANGLE ').status).toBe('correct');
    expect(checkAnswer(typedQuestion('rightangle'), 'Right Angle').status).toBe('correct');
  });

  it('accepts every answer the spec accepts, whatever the answer kind', () => {
    fc.assert(
      fc.property(
        asciiText,
        fc.array(fc.boolean()),
        fc.array(fc.constantFrom('', ' ', '  ')),
        (answer, flips, gaps) => {
          fc.pre(normaliseAnswer(answer) !== '');
          const given = [...flipCase(answer, flips)]
            .map((char, index) => `${gaps[index] ?? ''}${char}`)
            .join('');
          for (const kind of ALL_KINDS) {
            expect(checkAnswer(typedQuestion(answer, kind), given).status).toBe('correct');
          }
        },
      ),
    );
  });

  it('ignores case and spaces for text answers: the result depends only on the normalised strings', () => {
    fc.assert(
      fc.property(
        asciiText,
        asciiText,
        fc.array(fc.boolean()),
        fc.constantFrom<AnswerKind | undefined>(undefined, 'text'),
        (answer, given, flips, kind) => {
          const question = typedQuestion(answer, kind);
          expect(checkAnswer(question, ` ${flipCase(given, flips)} `)).toEqual(checkAnswer(question, given));
          const isSame = normaliseAnswer(answer) === normaliseAnswer(given);
          if (normaliseAnswer(given) !== '')
            expect(checkAnswer(question, given).status).toBe(isSame ? 'correct' : 'wrong');
        },
      ),
    );
  });

  it('always answers with one of the four spec messages, matching the status', () => {
    fc.assert(
      fc.property(
        asciiText,
        fc.option(asciiText),
        kindArbitrary,
        fc.constantFrom('model_one', 'typed'),
        (answer, given, kind, type) => {
          const result = checkAnswer({ answer, question_type: type, answer_kind: kind }, given);
          const expected = {
            correct: [CORRECT_FEEDBACK],
            wrong: [WRONG_FEEDBACK],
            empty: [EMPTY_CHOICE_MESSAGE, EMPTY_TYPED_MESSAGE],
          };
          expect(expected[result.status]).toContain(result.message);
        },
      ),
    );
  });
});

describe('checkAnswer: equivalent numbers and expressions (beyond the spec)', () => {
  it.each<[string, string, AnswerKind]>([
    ['0.5', '.5', 'number'],
    ['0.5', '1/2', 'fraction'],
    ['1/2', '2/4', 'fraction'],
    ['0.5', '0.50', 'number'],
    ['12.5', '$12.50', 'money'],
    ['$12.50', '12.5', 'money'],
    ['-3/4', '-0.75', 'fraction'],
    ['3/2', '1 1/2', 'fraction'],
    ['1 1/2', '1.5', 'fraction'],
    ['1000', '1,000', 'number'],
    ['3+5x', '5x+3', 'expression'],
    ['5x - 3', '-3 + 5X', 'expression'],
  ])('accepts %s answered as %s (%s)', (answer, given, kind) => {
    expect(checkAnswer(typedQuestion(answer, kind), given).status).toBe('correct');
  });

  it.each<[string, string, AnswerKind | undefined]>([
    ['0.5', '1/2', undefined],
    ['0.5', '1/2', 'text'],
    ['1/3', '0.333', 'fraction'],
    ['0.3', '0.30000000000000004', 'number'],
    ['5', '$5', 'number'],
    ['12.5', '$12.51', 'money'],
    ['x-3', '3-x', 'expression'],
    ['3/2', '2 1/2', 'fraction'],
  ])('refuses %s answered as %s (%s)', (answer, given, kind) => {
    expect(checkAnswer(typedQuestion(answer, kind), given).status).toBe('wrong');
  });

  it('gives an unknown stored kind the plain spec comparison', () => {
    const question = { answer: '0.5', question_type: 'typed', answer_kind: 'ratio' as AnswerKind };
    expect(checkAnswer(question, '1/2').status).toBe('wrong');
    expect(checkAnswer(question, ' 0.5').status).toBe('correct');
  });

  it('keeps the spec reading where it differs from arithmetic: "11/2" matches "1 1/2" once spaces are removed', () => {
    expect(checkAnswer(typedQuestion('1 1/2', 'fraction'), '11/2').status).toBe('correct');
  });

  it('numeric equivalence is symmetric and accepts any scaled fraction or decimal of the same value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 50 }),
        fc.constantFrom<AnswerKind>('number', 'fraction', 'money'),
        (numerator, denominator, scale, kind) => {
          const fraction = `${numerator}/${denominator}`;
          const scaled = `${numerator * scale}/${denominator * scale}`;
          expect(isAnswerAccepted(fraction, scaled, kind)).toBe(true);
          expect(isAnswerAccepted(scaled, fraction, kind)).toBe(true);
          const cents = `${numerator < 0 ? '-' : ''}${Math.floor(Math.abs(numerator) / 100)}.${String(Math.abs(numerator) % 100).padStart(2, '0')}`;
          expect(isAnswerAccepted(cents, `${numerator}/100`, kind)).toBe(true);
        },
      ),
    );
  });

  it('is symmetric for any pair of answers and any kind', () => {
    const numericText = fc.oneof(
      asciiText,
      fc.stringMatching(/^-?\$?(?:\d{1,3}(?:\.\d{0,3})?|\d \d\/[1-9]|\d{1,3}\/[1-9]\d?)$/),
    );
    fc.assert(
      fc.property(numericText, numericText, kindArbitrary, (a, b, kind) => {
        expect(isAnswerAccepted(a, b, kind)).toBe(isAnswerAccepted(b, a, kind));
      }),
    );
  });
});
