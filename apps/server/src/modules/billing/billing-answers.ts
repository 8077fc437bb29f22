import type { Subscription } from '@mathwise/api-contract';
import { PAYMENT_VALIDATION_FAILED_BODY, PAYMENT_VALIDATION_FAILED_TITLE } from '@mathwise/api-contract';
import type { Actor } from '../../platform/auth/actor';
import { forbidden, HttpError, notFound } from '../../platform/http/http-errors';
import type { OrderOutcome } from './billing-orders.service';
import type { BillingRepository } from './billing.repository';
import { canManageSubscription } from './billing.policy';
import type { SubscriptionRecord } from './subscriptions.repository';
import type { SubscriptionsService } from './subscriptions.service';

/** Checkout's and memberships' answer to a declined or failed payment. */
export const paymentFailed = () =>
  new HttpError(400, PAYMENT_VALIDATION_FAILED_TITLE, PAYMENT_VALIDATION_FAILED_BODY);
/** The provider did not answer: the charge may still settle, so the parent is asked to wait, not to re-enter. */
export const paymentPending = () =>
  new HttpError(503, PAYMENT_VALIDATION_FAILED_TITLE, PAYMENT_VALIDATION_FAILED_BODY);

export function orderFailure(outcome: OrderOutcome): HttpError {
  return outcome.status === 'unknown' ? paymentPending() : paymentFailed();
}

/** A subscription the caller was just shown to own (it bought it or added seats to it), as the parent sees it. */
export async function presentOwned(
  deps: { repository: BillingRepository; subscriptions: SubscriptionsService },
  subscriptionId: number,
): Promise<Subscription> {
  const subscription = await deps.repository.subscriptions.findById(subscriptionId);
  if (!subscription) throw notFound();
  return deps.subscriptions.presentForParent(subscription);
}

/** The subscription named by the request, when the caller owns it; 403 otherwise (whether or not it exists). */
export async function loadOwnedSubscription(
  repository: BillingRepository,
  actor: Actor,
  subscriptionId: number,
): Promise<SubscriptionRecord> {
  const subscription = await repository.subscriptions.findById(subscriptionId);
  if (!subscription || !canManageSubscription(actor, subscription)) throw forbidden();
  return subscription;
}
