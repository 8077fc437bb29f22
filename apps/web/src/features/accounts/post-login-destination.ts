import type { AuthStatus } from '../../lib/auth/auth-state';
import { paths } from '../../lib/paths';

/**
 * Where the action page sends a user (spec 1 §2 "Action page"): `null` means "not known yet, keep the spinner".
 */
export function decidePostLoginDestination(
  auth: AuthStatus,
  subscription: 'loading' | 'none' | 'present',
): string | null {
  switch (auth) {
    case 'loading':
      return null;
    case 'anonymous':
      return paths.actionPage.build('login');
    case 'unverified':
      return paths.emailVerification.build();
    case 'teacher':
      return paths.adminQuestions.build();
    case 'parent':
      if (subscription === 'loading') return null;
      return subscription === 'present' ? paths.myStudents.build() : paths.planSelection.build();
    case 'learner':
      if (subscription === 'loading') return null;
      return subscription === 'present' ? paths.myPractice.build() : paths.askParent.build();
  }
}
