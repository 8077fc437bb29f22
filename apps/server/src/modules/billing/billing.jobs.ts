import type { ScheduledJob } from '../../platform/jobs/job-scheduler';
import type { BillingReconcilerService } from './billing-reconciler.service';
import type { BillingRenewalsService } from './billing-renewals.service';

/**
 * Billing's scheduled work. Renewals (trial ends included) every 15 minutes: each due subscription gets one order
 * per period, keyed `renewal:<subscription>:<period start>`, so overlapping instances charge once. The reconciler
 * every 5 minutes settles orders a request left pending (provider timeouts, crashes between charge and commit).
 */
export function billingJobs(services: {
  billingRenewals: BillingRenewalsService;
  billingReconciler: BillingReconcilerService;
}): ScheduledJob[] {
  const { billingRenewals: renewals, billingReconciler: reconciler } = services;
  return [
    { name: 'billing-renewals', pattern: '*/15 * * * *', run: (now) => renewals.chargeDueSubscriptions(now) },
    {
      name: 'billing-reconciler',
      pattern: '*/5 * * * *',
      run: (now) => reconciler.reconcilePendingOrders(now),
    },
  ];
}
