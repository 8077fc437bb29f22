import { MAX_LEARNERS_EXCEEDED, MIN_LEARNERS_REQUIRED } from '@mathwise/api-contract';
import { describe, expect, it } from 'vitest';
import {
  computePlanTotalCents,
  formatCadCents,
  parsePlanParam,
  parseLearnerCountParam,
  validateLearnerCount,
} from './plan-pricing';

describe('plan pricing', () => {
  it('defaults to the yearly plan and one student', () => {
    expect(parsePlanParam(undefined)).toBe(2);
    expect(parsePlanParam('7')).toBe(2);
    expect(parsePlanParam('1')).toBe(1);
    expect(parseLearnerCountParam(undefined)).toBe(1);
    expect(parseLearnerCountParam('abc')).toBe(1);
    expect(parseLearnerCountParam('12')).toBe(12);
    expect(parseLearnerCountParam('60')).toBe(60);
  });

  it('accepts 1 to 50 students and gives the spec message above 50', () => {
    expect(validateLearnerCount(1)).toBeNull();
    expect(validateLearnerCount(50)).toBeNull();
    expect(validateLearnerCount(51)).toBe(MAX_LEARNERS_EXCEEDED);
    expect(MAX_LEARNERS_EXCEEDED).toBe('You can only add maximum 50 students.');
    expect(validateLearnerCount(0)).toBe(MIN_LEARNERS_REQUIRED);
    expect(validateLearnerCount('')).toBe(MIN_LEARNERS_REQUIRED);
    expect(validateLearnerCount(2.5)).toBe(MIN_LEARNERS_REQUIRED);
  });

  it('computes totals in integer cents', () => {
    expect(computePlanTotalCents(1, 1)).toBe(999);
    expect(computePlanTotalCents(2, 1)).toBe(8991);
    expect(computePlanTotalCents(2, 3)).toBe(26973);
    // 0.1 + 0.2 style float drift cannot happen: 50 x 9.99 is exactly 499.50.
    expect(computePlanTotalCents(1, 50)).toBe(49950);
  });

  it('formats Canadian dollars with Intl for en-CA', () => {
    expect(formatCadCents(8991, 'en-CA')).toBe('$89.91');
    expect(formatCadCents(11988, 'en-CA')).toBe('$119.88');
    expect(formatCadCents(49950, 'en-CA')).toBe('$499.50');
    expect(formatCadCents(0, 'en-CA')).toBe('$0.00');
  });
});
