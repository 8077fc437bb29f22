import {
  DEFAULT_NUMBER_OF_LEARNERS,
  DEFAULT_SUBSCRIPTION_PLAN,
  MAX_LEARNERS,
  MAX_LEARNERS_EXCEEDED,
  MIN_LEARNERS,
  MIN_LEARNERS_REQUIRED,
  SUBSCRIPTION_PLANS,
  type SubscriptionPlanId,
} from '@mathwise/api-contract';

/** Plan id from the URL (`/plan-selection/:plan`); anything but 1 or 2 falls back to the default yearly plan. */
export function parsePlanParam(value: string | undefined): SubscriptionPlanId {
  if (value === '1') return 1;
  if (value === '2') return 2;
  return DEFAULT_SUBSCRIPTION_PLAN;
}

/** Learner count from the URL; missing or not a whole number gives the default of 1. Out-of-range values are kept
 * so the page can show the spec's message instead of silently changing what the parent asked for. */
export function parseLearnerCountParam(value: string | undefined): number {
  if (value === undefined || !/^\d+$/.test(value)) return DEFAULT_NUMBER_OF_LEARNERS;
  return Number(value);
}

/** The spec's message for an invalid learner count, or null when 1 to 50. */
export function validateLearnerCount(count: number | string): string | null {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < MIN_LEARNERS)
    return MIN_LEARNERS_REQUIRED;
  if (count > MAX_LEARNERS) return MAX_LEARNERS_EXCEEDED;
  return null;
}

/** Price per learner per billing period, in cents. */
export function getPlanPriceCents(plan: SubscriptionPlanId): number {
  return SUBSCRIPTION_PLANS[plan].priceCents;
}

/** Total per billing period in integer cents (spec 2 §9: price times learner count), never a float sum. */
export function computePlanTotalCents(plan: SubscriptionPlanId, learnerCount: number): number {
  return getPlanPriceCents(plan) * learnerCount;
}

/** Formats cents as Canadian dollars for `locale`, e.g. 8991 -> "$89.91" in en-CA. */
export function formatCadCents(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(cents / 100);
}
