import type { BootSession, PlanPageStart, RenderAppPage } from '@mathwise/api-contract';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { loadMathRenderer } from '../ui/math-text.component';
import { AppShell } from './app.component';
import { deriveAuthState } from '../lib/auth/auth-state';
import { createEagerI18n } from '../lib/i18n';
import { findPageStart, planPageStart as planRoutePageStart, startPageReads } from './page-start';
import { createQueryClient } from '../lib/query-client';
import { renderCompleteHtml } from './render-html';
import { routes } from './router';

const handler = createStaticHandler(routes);
const i18n = createEagerI18n();

/**
 * The page start its route declares (page-start.ts), as the server needs it: the modules to name and the API paths to
 * answer in the page. The server takes it from the build (server-render.plugin.ts), so it names no web source itself.
 */
export const planPageStart: PlanPageStart = (pathname, user) =>
  planRoutePageStart(routes, pathname, deriveAuthState(user, false));

/**
 * The modules every signed-in page loads right after its entry has run: the session bridge, the header's profile menu
 * and the area layouts, as keys of the build's manifest (source paths under apps/web). The server names them in a
 * signed-in user's page, so they download beside the entry instead of after it has run.
 */
export const signedInShellModules =
  /^src\/(lib\/auth\/session-bridge|app\/layouts\/header\/profile-menu|app\/layouts\/[\w-]+-layout)\.component\.tsx$/;

/**
 * Renders a signed-in page on the server (built by server-render.plugin.ts; the server calls it from app-page.ts), so a
 * phone paints the page with its HTML instead of after the app's code has downloaded and run. Each render has its own
 * query client, seeded from the answers the server wrote into the session block by the route's page start, as the
 * browser seeds its own (main.tsx), so the browser's first render, which hydrates this markup, starts from the same
 * cache. A read without an answer is never asked for here: it stays pending and renders as loading.
 */
export const renderAppPage: RenderAppPage = async (pathname: string, session: BootSession) => {
  if (!session.user) return undefined;
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  // A redirect or a thrown response: the browser's router handles those.
  if (context instanceof Response || context.errors) return undefined;
  const initialAuthState = deriveAuthState(session.user, false);
  const queryClient = createQueryClient();
  const reads = findPageStart(routes, pathname, initialAuthState)?.reads ?? [];
  startPageReads(queryClient, reads, session.answers ?? {}, { askApi: false });
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
