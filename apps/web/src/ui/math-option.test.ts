import { describe, expect, it } from 'vitest';
import { asMathOption, spokenOption } from './math-option';
import { splitMathSegments } from './math-text.component';

describe('asMathOption', () => {
  it.each([
    ['4n+3', '$4n+3$'],
    ['2x - 5', '$2x - 5$'],
    ['-7', '$-7$'],
    ['3 × 4', '$3 \\times  4$'],
    ['12 ÷ 3', '$12 \\div  3$'],
    ['10^10', '$10^{10}$'],
    ['x ≤ 4', '$x \\le  4$'],
  ])('sets the expression %j as TeX', (label, tex) => {
    expect(asMathOption(label)).toBe(tex);
    // MathText reads it as one maths segment.
    expect(splitMathSegments(asMathOption(label))).toEqual([{ kind: 'math', value: tex.slice(1, -1) }]);
  });

  it.each([
    'Paying with cash',
    '42',
    '3.5',
    'A',
    'n',
    '12 cm',
    '2026-11-20',
    '$5.71 \\times 10^{9}$',
    '1,000',
    '',
  ])('leaves %j as it is', (label) => {
    expect(asMathOption(label)).toBe(label);
  });
});

describe('spokenOption', () => {
  it.each([
    ['-0.22', '−0.22'],
    ['$\\frac{5}{36}$', '5/36'],
    ['$2\\frac{1}{2}$', '2 and 1/2'],
    ['10^9', '10 to the power of 9'],
    ['$5.71 \\times 10^{-4}$', '5.71 × 10 to the power of −4'],
    ['x ≥ 2', 'x ≥ 2'],
    ['$\\sqrt{49}$ cm', 'the square root of 49 cm'],
    ['4n+3', '4n+3'],
  ])('reads %j as %j', (label, spoken) => {
    expect(spokenOption(label)).toBe(spoken);
  });

  it('gives no name of its own to an option without TeX, whose text is its name', () => {
    expect(spokenOption('Paying with cash')).toBeNull();
    expect(spokenOption('42')).toBeNull();
  });
});
