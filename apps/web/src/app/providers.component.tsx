// No stylesheet here: each entry brings its own (app-styles.css for the app, src/landing/landing-styles.css for the
// prerendered landing page, which needs a third of Mantine's), since everything imported here reaches both.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18nInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DeferredOverlays } from './deferred-overlays.component';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: I18nInstance;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals so tests see the final state at once. */
  mantineEnv?: 'default' | 'test';
  /**
   * False where nothing can show a notification or open a modal (the prerendered landing page): their code, fetched
   * and run once the page is idle, would only add main-thread work to the page's load.
   */
  withOverlays?: boolean;
}

/** Everything a page needs around it, except identity (the browser uses the session, tests pass a state in). */
export function AppProviders({
  queryClient,
  i18n,
  children,
  mantineEnv = 'default',
  withOverlays = true,
}: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
          env={mantineEnv}
        >
          {withOverlays && <DeferredOverlays />}
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
