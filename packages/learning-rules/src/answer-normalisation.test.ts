import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseAnswer } from './answer-normalisation';

describe('normaliseAnswer', () => {
  it('spec 1 section 4: "the answer is normalised (lower case, trimmed, spaces removed)"', () => {
    expect(normaliseAnswer('  Five X  + 3 ')).toBe('fivex+3');
    expect(normaliseAnswer('\tA\u00a0B\n')).toBe('ab');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const once = normaliseAnswer(text);
        expect(normaliseAnswer(once)).toBe(once);
      }),
    );
  });

  it('leaves no whitespace and no upper-case letter', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const normalised = normaliseAnswer(text);
        expect(/\s/.test(normalised)).toBe(false);
        expect(normalised.toLowerCase()).toBe(normalised);
      }),
    );
  });

  it('ignores where spaces are inserted', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme-ascii' })),
        fc.array(fc.constantFrom(' ', '\t', '')),
        (parts, gaps) => {
          const joined = parts.map((part, index) => `${part}${gaps[index] ?? ''}`).join('');
          expect(normaliseAnswer(joined)).toBe(normaliseAnswer(parts.join('')));
        },
      ),
    );
  });
});
