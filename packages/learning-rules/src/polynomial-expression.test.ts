import { describe, expect, it } from 'vitest';
import { arePolynomialsEqual, parsePolynomial } from './polynomial-expression';

function isSamePolynomial(a: string, b: string): boolean {
  const first = parsePolynomial(a);
  const second = parsePolynomial(b);
  if (first === null || second === null) throw new Error(`not parsed: ${a} or ${b}`);
  return arePolynomialsEqual(first, second);
}

describe('parsePolynomial', () => {
  it.each([
    ['13(n+18)', '13n+234'],
    ['(x+1)(x-1)', 'x^2-1'],
    ['(x+1)^2', 'x^2+2x+1'],
    ['2x^2', '2*x*x'],
    ['-x^2', '0-x*x'],
    ['x/2+x/2', 'x'],
    ['0.5x', 'x/2'],
    ['3-(x-2)', '5-x'],
    ['2*-x', '-2x'],
    ['xy+yx', '2xy'],
    ['3.2*10^15', '3200000000000000'],
    ['(2/3)x', '2x/3'],
  ])('%s equals %s', (a, b) => {
    expect(isSamePolynomial(a, b)).toBe(true);
  });

  it.each([
    ['x-3', '3-x'],
    ['x^2', '2x'],
    ['(x+1)^2', 'x^2+1'],
    ['xy', 'x+y'],
  ])('%s differs from %s', (a, b) => {
    expect(isSamePolynomial(a, b)).toBe(false);
  });

  it.each([
    '',
    'x+',
    '(x+1',
    'x+1)',
    '()',
    'x/(x+1)',
    'x/0',
    'x^-2',
    '2^x',
    'x^2^3',
    '(x+1)^40',
    'x2',
    'f(x,y)',
    '1,5',
  ])('gives up on %s', (text) => {
    expect(parsePolynomial(text)).toBeNull();
  });

  it('gives up on input longer than an answer', () => {
    expect(parsePolynomial('x+'.repeat(100) + 'x')).toBeNull();
  });
});
