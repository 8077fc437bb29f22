import './landing-styles.css';

import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18nInstance } from 'i18next';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-context';
import { SiteShell } from '../app/layouts/site-shell.component';
import { paths } from '../lib/paths';
import { AppProviders } from '../app/providers.component';
import { LandingPage } from '../features/site/pages/landing.page';
import { documentNavigation, LinkNavigationContext } from '../ui/app-link';

// The server sends this page only to requests without a session (apps/server/src/app.ts), so the visitor is anonymous.
const ANONYMOUS: AuthContextValue = {
  state: { status: 'anonymous' },
  refetchSession: () => Promise.resolve(),
};
const LANDING_NAVIGATION = documentNavigation(paths.home.build());

interface LandingAppProps {
  queryClient: QueryClient;
  i18n: I18nInstance;
}

/**
 * `/` for anonymous visitors: the same shell and landing components as the single-page app, without its router.
 * Every link is a plain anchor that loads the app at that page. Nothing on it shows a notification or opens a modal,
 * so it goes without Mantine's notification stack and modals manager (and their stylesheet).
 */
export function LandingApp({ queryClient, i18n }: LandingAppProps) {
  return (
    <AppProviders queryClient={queryClient} i18n={i18n} withOverlays={false}>
      <AuthContext.Provider value={ANONYMOUS}>
        <LinkNavigationContext.Provider value={LANDING_NAVIGATION}>
          <SiteShell isNewsletterHidden={false}>
            <LandingPage />
          </SiteShell>
        </LinkNavigationContext.Provider>
      </AuthContext.Provider>
    </AppProviders>
  );
}
