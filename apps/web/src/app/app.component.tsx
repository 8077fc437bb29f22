import './app-styles.css';

import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18nInstance } from 'i18next';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { SessionAuthProvider } from './auth/auth-context';
import { AppProviders } from './providers.component';
import { createAppRouter } from './router';

interface AppProps {
  queryClient: QueryClient;
  i18n: I18nInstance;
}

export function App({ queryClient, i18n }: AppProps) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <SessionAuthProvider>
        <RouterProvider router={router} />
      </SessionAuthProvider>
    </AppProviders>
  );
}
