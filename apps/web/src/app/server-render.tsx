import type { BootSession, RenderAppPage } from '@mathwise/api-contract';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { loadMathRenderer } from '../ui/math-text.component';
import { dropBootAnswers, holdBootAnswers, renderWithoutNetwork } from './api-client';
import { AppShell } from './app.component';
import { deriveAuthState } from './auth/auth-state';
import { prefetchBootQueries } from './boot-prefetch';
import { createEagerI18n } from './i18n';
import { createQueryClient } from './query-client';
import { renderCompleteHtml } from './render-html';
import { routes } from './router';

renderWithoutNetwork();
const handler = createStaticHandler(routes);
const i18n = createEagerI18n();

/**
 * Renders a signed-in page on the server (built by server-render.plugin.ts; the server calls it from app-page.ts), so a
 * phone paints the page with its HTML instead of after the app's code has downloaded and run. The page's data are the
 * answers the server wrote into the session block, taken by the same boot queries the browser runs (main.tsx), so the
 * browser's first render, which hydrates this markup, starts from the same cache.
 */
export const renderAppPage: RenderAppPage = async (pathname: string, session: BootSession) => {
  if (!session.user) return undefined;
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  // A redirect or a thrown response: the browser's router handles those.
  if (context instanceof Response || context.errors) return undefined;
  const initialAuthState = deriveAuthState(session.user, false);
  const queryClient = createQueryClient();
  holdBootAnswers(session.answers ?? {});
  prefetchBootQueries(queryClient, pathname, initialAuthState);
  // The answered reads, and the reads their answers lead to (the progress page's topics), settle in microtasks,
  // before the next task: no other render's task can drop these answers before they are taken. What no answer
  // covers stays pending, rendered as loading.
  await new Promise((resolve) => setTimeout(resolve, 0));
  dropBootAnswers();
  await loadMathRenderer();
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderCompleteHtml(() => (
    <StrictMode>
      <AppShell
        queryClient={queryClient}
        i18n={i18n}
        initialAuthState={initialAuthState}
        withSessionBridge={false}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </StrictMode>
  ));
};
