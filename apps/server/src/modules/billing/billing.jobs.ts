import type { ScheduledJob } from '../../platform/jobs/job-scheduler';
import type { BillingOrdersService } from './billing-orders.service';

/**
 * Billing's scheduled work. Renewals (trial ends included) every 15 minutes: each due subscription gets one order
 * per period, keyed `renewal:<subscription>:<period start>`, so overlapping instances charge once. The reconciler
 * every 5 minutes settles orders a request left pending (provider timeouts, crashes between charge and commit).
 */
export function billingJobs(orders: BillingOrdersService): ScheduledJob[] {
  return [
    { name: 'billing-renewals', pattern: '*/15 * * * *', run: (now) => orders.chargeDueSubscriptions(now) },
    { name: 'billing-reconciler', pattern: '*/5 * * * *', run: (now) => orders.reconcilePendingOrders(now) },
  ];
}
