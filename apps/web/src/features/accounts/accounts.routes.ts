import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

const loadActionPage = async () => ({ Component: (await import('./pages/action.page')).ActionPage });

/** Sign-up, login, logout, post-login routing and e-mail verification (spec 1 §2). They route themselves. */
export const accountsPublicRoutes: RouteObject[] = [
  {
    path: paths.preSignup.pattern,
    lazy: async () => ({ Component: (await import('./pages/pre-signup.page')).PreSignupPage }),
  },
  {
    path: paths.signUp.pattern,
    lazy: async () => ({ Component: (await import('./pages/sign-up.page')).SignUpPage }),
  },
  { path: paths.actionPage.pattern, lazy: loadActionPage },
  // Spec 1 sends a signed-in visitor of the sign-up screen to /onboarding, which routes like the action page.
  { path: paths.onboarding.pattern, lazy: loadActionPage },
  {
    path: paths.emailVerification.pattern,
    lazy: async () => ({
      Component: (await import('./pages/email-verification.page')).EmailVerificationPage,
    }),
  },
];

/** The learner's onboarding page (spec 1 §2, spec 3): guarded by the learner layout. */
export const accountsLearnerRoutes: RouteObject[] = [
  {
    path: paths.askParent.pattern,
    lazy: async () => ({ Component: (await import('./pages/ask-parent.page')).AskParentPage }),
  },
];
