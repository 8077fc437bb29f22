import { computeSubscriptionAmountCents } from '@mathwise/api-contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBillingPeriods,
  billingPeriodStart,
  divideRoundingHalfUp,
  nextBillingDateAfter,
  prorateSeatsCents,
} from './billing.rules';

const at = (iso: string) => new Date(iso);

describe('billing periods', () => {
  it('moves a month or a year on, keeping the day and time', () => {
    expect(addBillingPeriods(at('2026-03-15T10:30:00.000Z'), 1, 1).toISOString()).toBe(
      '2026-04-15T10:30:00.000Z',
    );
    expect(addBillingPeriods(at('2026-03-15T10:30:00.000Z'), 2, 1).toISOString()).toBe(
      '2027-03-15T10:30:00.000Z',
    );
    expect(addBillingPeriods(at('2026-11-30T00:00:00.000Z'), 1, 2).toISOString()).toBe(
      '2027-01-30T00:00:00.000Z',
    );
  });

  it('uses the last day of a shorter month and counts from the anchor, so the day comes back', () => {
    const anchor = at('2027-01-31T12:00:00.000Z');
    expect(addBillingPeriods(anchor, 1, 1).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(addBillingPeriods(anchor, 1, 2).toISOString()).toBe('2027-03-31T12:00:00.000Z');
    expect(addBillingPeriods(at('2028-02-29T00:00:00.000Z'), 2, 1).toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });

  it('finds the next boundary after a date and the start of the period it ends', () => {
    const anchor = at('2027-01-31T12:00:00.000Z');
    const next = nextBillingDateAfter(anchor, 1, at('2027-02-28T12:00:00.000Z'));
    expect(next.toISOString()).toBe('2027-03-31T12:00:00.000Z');
    expect(billingPeriodStart(anchor, 1, next).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(billingPeriodStart(anchor, 2, addBillingPeriods(anchor, 2, 1)).toISOString()).toBe(
      anchor.toISOString(),
    );
  });
});

describe('money', () => {
  it('rounds half a cent up, in integers', () => {
    expect(divideRoundingHalfUp(49_950, 100)).toBe(500);
    expect(divideRoundingHalfUp(49_949, 100)).toBe(499);
    expect(divideRoundingHalfUp(0, 7)).toBe(0);
  });

  it('totals every plan, student count and whole percent exactly as price x students x (100 - percent) / 100', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1 as const, 2 as const),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 100 }),
        (plan, learners, percentOff) => {
          const price = plan === 1 ? 999 : 8991;
          const exact = (price * learners * (100 - percentOff)) / 100;
          const total = computeSubscriptionAmountCents(plan, learners, percentOff);
          expect(Number.isInteger(total)).toBe(true);
          expect(Math.abs(total - exact)).toBeLessThanOrEqual(0.5);
          if (exact % 1 === 0.5) expect(total).toBe(Math.ceil(exact));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('prorates new seats by the days left in the period', () => {
    const periodStart = at('2027-01-01T00:00:00.000Z');
    const periodEnd = at('2028-01-01T00:00:00.000Z');
    const prorate = (now: string, seats = 1, percentOff = 0) =>
      prorateSeatsCents({ plan: 2, seats, percentOff, periodStart, periodEnd, now: at(now) });
    expect(prorate('2027-01-01T00:00:00.000Z')).toBe(8991);
    // 183 of 365 days left: 8991 x 183 / 365 = 4507.77 -> 4508.
    expect(prorate('2027-07-02T00:00:00.000Z')).toBe(4508);
    // A started day counts whole: one hour before the end is one day.
    expect(prorate('2027-12-31T23:00:00.000Z')).toBe(25);
    expect(prorate('2028-01-01T00:00:00.000Z')).toBe(0);
    // Two seats with 25 % off, rounded once: 8991 x 2 x 0.75 x 183 / 365 = 6761.66 -> 6762.
    expect(prorate('2027-07-02T00:00:00.000Z', 2, 25)).toBe(6762);
  });

  it('never prorates above the full price or below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -400, max: 800 }),
        fc.integer({ min: 1, max: 50 }),
        (dayOffset, seats) => {
          const periodStart = at('2027-01-01T00:00:00.000Z');
          const periodEnd = addBillingPeriods(periodStart, 2, 1);
          const now = new Date(periodStart.getTime() + dayOffset * 86_400_000);
          const cents = prorateSeatsCents({ plan: 2, seats, percentOff: 0, periodStart, periodEnd, now });
          expect(cents).toBeGreaterThanOrEqual(0);
          expect(cents).toBeLessThanOrEqual(8991 * seats);
        },
      ),
    );
  });
});
