import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

/**
 * Account settings (spec 2 §2) for parents and learners alike: the parent layout's guard lets both in, and the page
 * shows the variant for the signed-in user.
 */
export const accountSettingsRoutes: RouteObject[] = [
  {
    path: paths.accountSettings.pattern,
    lazy: async () => ({ Component: (await import('./pages/account-settings.page')).AccountSettingsPage }),
  },
  {
    path: paths.settings.pattern,
    lazy: async () => ({ Component: (await import('./pages/settings-redirect.page')).SettingsRedirectPage }),
  },
];
