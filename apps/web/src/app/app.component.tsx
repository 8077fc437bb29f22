import './app-styles.css';

import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18nInstance } from 'i18next';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { SessionAuthProvider } from './auth/auth-context';
import type { AuthState } from './auth/auth-state';
import { AppProviders } from './providers.component';
import { createAppRouter } from './router';

interface AppProps {
  queryClient: QueryClient;
  i18n: I18nInstance;
  /** The session the server wrote into the page, when it did (auth/boot-session.ts). */
  initialAuthState?: AuthState | undefined;
}

export function App({ queryClient, i18n, initialAuthState }: AppProps) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <SessionAuthProvider initialState={initialAuthState}>
        <RouterProvider router={router} />
      </SessionAuthProvider>
    </AppProviders>
  );
}
