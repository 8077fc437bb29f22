import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

/** Parent purchase and membership pages (spec 2 §2), guarded by the parent layout; each page is its own chunk. */
export const billingParentRoutes: RouteObject[] = [
  {
    path: paths.planSelection.pattern,
    lazy: async () => ({ Component: (await import('./pages/plan-selection.page')).PlanSelectionPage }),
  },
  {
    path: paths.subscriptionPayment.pattern,
    lazy: async () => ({
      Component: (await import('./pages/subscription-payment.page')).SubscriptionPaymentPage,
    }),
  },
  {
    path: paths.addMembership.pattern,
    lazy: async () => ({ Component: (await import('./pages/add-membership.page')).AddMembershipPage }),
  },
  {
    path: paths.membershipAndBilling.pattern,
    lazy: async () => ({
      Component: (await import('./pages/membership-and-billing.page')).MembershipAndBillingPage,
    }),
  },
  {
    path: paths.billingHistory.pattern,
    lazy: async () => ({ Component: (await import('./pages/billing-history.page')).BillingHistoryPage }),
  },
  {
    path: paths.resumeSubscription.pattern,
    lazy: async () => ({
      Component: (await import('./pages/resume-subscription.page')).ResumeSubscriptionPage,
    }),
  },
];
