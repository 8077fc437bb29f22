import type { AuthStatus } from '../../lib/auth/auth-state';
import { isPathUnder, pathPrefixes, paths } from '../../lib/paths';

export interface GuardState {
  auth: AuthStatus;
  subscription: 'loading' | 'none' | 'present';
}

/** What a protected route shows: a spinner, the restricted-access notice, a redirect, or the page itself. */
export type GuardDecision =
  { kind: 'spinner' } | { kind: 'restricted' } | { kind: 'redirect'; to: string } | { kind: 'render' };

const SPINNER: GuardDecision = { kind: 'spinner' };
const RENDER: GuardDecision = { kind: 'render' };
const redirectTo = (to: string): GuardDecision => ({ kind: 'redirect', to });

// Spec 1 §2 and spec 2 §6: on these paths a missing subscription is expected, so no subscription redirect.
const SUBSCRIPTION_EXEMPT_PREFIXES = [
  ...pathPrefixes.actionPage,
  ...pathPrefixes.subscriptionPayment,
  ...pathPrefixes.emailVerification,
  ...pathPrefixes.admin,
  ...pathPrefixes.planSelection,
];

const LEARNER_BARRED_BILLING_PREFIXES = [
  ...pathPrefixes.planSelection,
  ...pathPrefixes.addMembership,
  ...pathPrefixes.subscriptionPayment,
  ...pathPrefixes.membershipAndBilling,
  ...pathPrefixes.billingHistory,
  ...pathPrefixes.resumeSubscription,
];

/**
 * The access rules of spec 1 §2 "Access guards" (and spec 2 §2 for learners on purchase pages), as one pure decision
 * so every rule is unit-tested. Rules are checked in the spec's order; the first that applies wins.
 */
export function decideGuardRedirect(state: GuardState, pathname: string): GuardDecision {
  const { auth, subscription } = state;

  if (auth === 'loading') return SPINNER;
  if (auth === 'anonymous') return { kind: 'restricted' };

  // The action page and the verify screen do their own routing; guarding them would loop.
  if (
    isPathUnder(pathname, pathPrefixes.actionPage) ||
    isPathUnder(pathname, pathPrefixes.emailVerification)
  ) {
    return RENDER;
  }
  if (auth === 'unverified') return redirectTo(paths.emailVerification.build());

  const isAdminPath = isPathUnder(pathname, pathPrefixes.admin);
  if (auth === 'teacher') return isAdminPath ? RENDER : redirectTo(paths.adminQuestions.build());
  // Not in the spec: the admin portal is staff-only, so anyone else is sent to their own home via the action page.
  // This is navigation only; the server refuses staff calls from non-staff (design brief §3.4).
  if (isAdminPath) return redirectTo(paths.actionPage.build());

  const isLearner = auth === 'learner';
  // Spec 2 §2 and §7: a learner cannot buy or manage billing, so every billing page sends them to ask a parent.
  if (isLearner && isPathUnder(pathname, LEARNER_BARRED_BILLING_PREFIXES))
    return redirectTo(paths.askParent.build());
  // Spec 1 §2: /ask-parent is the learner's onboarding; a parent opening it goes to My Students.
  if (!isLearner && isPathUnder(pathname, pathPrefixes.askParent))
    return redirectTo(paths.myStudents.build());

  if (isPathUnder(pathname, SUBSCRIPTION_EXEMPT_PREFIXES)) return RENDER;

  // Covers spec 1's "/my-students with no subscription: spinner": until the lookup answers, nothing is decided.
  if (subscription === 'loading') return SPINNER;

  if (subscription === 'none') {
    if (isLearner)
      return isPathUnder(pathname, pathPrefixes.askParent) ? RENDER : redirectTo(paths.askParent.build());
    // A parent with no subscription has no learners to show; the spec's general rule sends them to choose a plan,
    // which also keeps the parent from waiting forever on a /my-students spinner.
    return redirectTo(paths.planSelection.build());
  }

  // A subscribed learner has nothing to ask a parent for.
  if (isLearner && isPathUnder(pathname, pathPrefixes.askParent)) return redirectTo(paths.myPractice.build());
  return RENDER;
}
