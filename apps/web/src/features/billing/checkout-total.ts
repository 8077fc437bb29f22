import { computeSubscriptionAmountCents, type SubscriptionPlanId } from '@mathwise/api-contract';

export interface CheckoutTotal {
  /** Price x learners, before any promo code. */
  listCents: number;
  /** What the parent pays per period: the contract's rounding, the same the server charges. */
  totalCents: number;
  /** listCents - totalCents, for the "promo saves" line. */
  discountCents: number;
}

/** Spec 2 §9: total = price x learners x (1 - percent_off/100), rounded to the cent once as the server does. */
export function computeCheckoutTotal(
  plan: SubscriptionPlanId,
  learnerCount: number,
  percentOff: number | null,
): CheckoutTotal {
  const listCents = computeSubscriptionAmountCents(plan, learnerCount, 0);
  const totalCents = computeSubscriptionAmountCents(plan, learnerCount, percentOff ?? 0);
  return { listCents, totalCents, discountCents: listCents - totalCents };
}
