import type { BillingOrdersService, OrderOutcome } from './billing-orders.service';
import type { BillingRepository } from './billing.repository';

/** How long a pending order is left to the request that created it before the reconciler takes it over. */
export const RECONCILE_AFTER_MS = 2 * 60_000;

/**
 * Reconciliation's part of the orders: settling, from our own records or the provider's notifications, the orders a
 * request left pending (provider timeouts, crashes between charge and commit).
 */
export function createBillingReconcilerService(deps: {
  repository: BillingRepository;
  orders: BillingOrdersService;
}) {
  const { repository, orders } = deps;
  return {
    /**
     * Settles orders no request is working on any more: a checkout whose card was never stored is abandoned
     * (nothing was charged); any other is charged again with its own idempotency key, which the provider answers
     * with the first charge if there was one, then applied once.
     */
    async reconcilePendingOrders(now: Date = new Date()): Promise<{ settled: number; stillPending: number }> {
      const stale = await repository.listStalePendingOrders(
        new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString(),
      );
      let settled = 0;
      for (const order of stale) {
        const outcome =
          order.kind === 'checkout' && !order.providerCardId
            ? await orders.fail(order, 'ABANDONED')
            : order.providerPaymentId
              ? await orders.finalize(order, null)
              : await orders.chargeAndSettle(order);
        if (outcome.status !== 'unknown') settled += 1;
      }
      return { settled, stillPending: stale.length - settled };
    },

    /**
     * A provider notification about one of our payments settles its order if it is still pending. The order is
     * found by the payment id, or by the reference we gave the payment (`order-<id>`) when the charge's own answer
     * was lost before the payment id could be recorded.
     */
    async settleFromProviderPayment(payment: {
      id: string;
      status: string;
      referenceId: string | null;
      receiptUrl: string | null;
    }): Promise<OrderOutcome | undefined> {
      const referencedId = /^order-(\d+)$/.exec(payment.referenceId ?? '')?.[1];
      const order =
        (await repository.findOrderByPaymentId(payment.id)) ??
        (referencedId ? await repository.findOrder(Number(referencedId)) : undefined);
      if (order?.status !== 'pending') return undefined;
      if (payment.status === 'COMPLETED') {
        await repository.recordProviderProgress(order.id, { providerPaymentId: payment.id });
        return orders.finalize({ ...order, providerPaymentId: payment.id }, payment.receiptUrl);
      }
      if (payment.status === 'FAILED' || payment.status === 'CANCELED') {
        return orders.fail(order, `PAYMENT_${payment.status}`);
      }
      return undefined;
    },
  };
}

export type BillingReconcilerService = ReturnType<typeof createBillingReconcilerService>;
