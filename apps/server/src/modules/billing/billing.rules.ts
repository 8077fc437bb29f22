import type { SubscriptionPlan } from '@mathwise/api-contract';
import { SUBSCRIPTION_PLANS, TRIAL_DAYS } from '@mathwise/api-contract';

/** Money and calendar rules of billing, pure so they are tested directly. Money is integer cents. See docs/billing.md. */

const DAY_MS = 86_400_000;

/** Divides two non-negative integers and rounds half up: the one rounding every amount goes through. */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Months in one billing period of the plan: 1 (monthly) or 12 (yearly). */
function monthsPerPeriod(plan: SubscriptionPlan): number {
  return SUBSCRIPTION_PLANS[plan].billingPeriod === 'month' ? 1 : 12;
}

/**
 * `anchor` moved `count` billing periods on, in UTC. A day the target month lacks becomes its last day (Jan 31 ->
 * Feb 28), and each date is counted from the anchor, not from the previous date, so Jan 31 -> Feb 28 -> Mar 31.
 */
export function addBillingPeriods(anchor: Date, plan: SubscriptionPlan, count: number): Date {
  const months = anchor.getUTCMonth() + monthsPerPeriod(plan) * count;
  const year = anchor.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/** The first period boundary after `after`, counted from the anchor. */
export function nextBillingDateAfter(anchor: Date, plan: SubscriptionPlan, after: Date): Date {
  let count = 1;
  while (addBillingPeriods(anchor, plan, count).getTime() <= after.getTime()) count += 1;
  return addBillingPeriods(anchor, plan, count);
}

/** The boundary just before `periodEnd` (itself a boundary counted from the anchor): where the period began. */
export function billingPeriodStart(anchor: Date, plan: SubscriptionPlan, periodEnd: Date): Date {
  let count = 0;
  while (addBillingPeriods(anchor, plan, count + 1).getTime() < periodEnd.getTime()) count += 1;
  return addBillingPeriods(anchor, plan, count);
}

export function trialEndFor(createdAt: Date): Date {
  return new Date(createdAt.getTime() + TRIAL_DAYS * DAY_MS);
}

/**
 * What new seats cost for the rest of the current period: the full per-period price of the seats (with the
 * subscription's promo) times the remaining days over the period's days, rounded half up to the cent once.
 * Remaining days count a started day as a whole day, so a seat added any time on the last day costs one day.
 */
export function prorateSeatsCents(input: {
  plan: SubscriptionPlan;
  seats: number;
  percentOff: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): number {
  const periodDays = Math.max(
    1,
    Math.round((input.periodEnd.getTime() - input.periodStart.getTime()) / DAY_MS),
  );
  const remainingMs = input.periodEnd.getTime() - input.now.getTime();
  const remainingDays = Math.min(periodDays, Math.max(0, Math.ceil(remainingMs / DAY_MS)));
  const hundredthsOfCents =
    SUBSCRIPTION_PLANS[input.plan].priceCents * input.seats * (100 - input.percentOff) * remainingDays;
  return divideRoundingHalfUp(hundredthsOfCents, 100 * periodDays);
}
