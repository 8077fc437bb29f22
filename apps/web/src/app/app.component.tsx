import './app-styles.css';

import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18nInstance } from 'i18next';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { SessionAuthProvider } from '../lib/auth/auth-context';
import type { AuthState } from '../lib/auth/auth-state';
import { AppProviders } from './providers.component';
import { createAppRouter } from './router';

interface AppProps {
  queryClient: QueryClient;
  i18n: I18nInstance;
  /** The session the server wrote into the page, when it did (auth/boot-session.ts). */
  initialAuthState?: AuthState | undefined;
}

/**
 * Everything around the router, the same in the browser and in the server's render of a page (server-render.tsx), so
 * the browser hydrates exactly the markup the server wrote. On the server the session bridge stays out: better-auth's
 * client asks for the session over HTTP, and the server knows it already.
 */
export function AppShell({
  queryClient,
  i18n,
  initialAuthState,
  withSessionBridge = true,
  children,
}: AppProps & { withSessionBridge?: boolean; children: ReactNode }) {
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <SessionAuthProvider initialState={initialAuthState} withSessionBridge={withSessionBridge}>
        {children}
      </SessionAuthProvider>
    </AppProviders>
  );
}

export function App(props: AppProps) {
  const [router] = useState(createAppRouter);
  return (
    <AppShell {...props}>
      <RouterProvider router={router} />
    </AppShell>
  );
}
