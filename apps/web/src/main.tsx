import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.component';
import { loadSessionBridge } from './lib/auth/auth-context';
import { deriveAuthState } from './lib/auth/auth-state';
import { readBootSession } from './lib/auth/boot-session';
import { initI18n } from './lib/i18n';
import { pageStartReads, startPageReads } from './app/page-start';
import { createQueryClient } from './lib/query-client';
import { loadMatchedRoutes, routes } from './app/router';
import { yieldToMain } from './app/yield-to-main';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html');

await yieldToMain();

// The server writes the page's session into it: the first render is already the user's. The page's first reads
// (docs/page-start.md) come from the answers the server wrote beside it, or are asked for now, in parallel with the
// route's code.
const bootSession = readBootSession();
const initialAuthState = bootSession ? deriveAuthState(bootSession.user, false) : undefined;
const queryClient = createQueryClient();
if (initialAuthState) {
  const reads = pageStartReads(routes, window.location.pathname, initialAuthState);
  startPageReads(queryClient, reads, bootSession?.answers ?? {}, { askApi: true });
}
// Without that (the Vite dev server), every guarded page waits for the session, and the session request waits for
// this code: asked for now, it is ahead of the route's chunks on the browser's few connections instead of behind them.
// With it, the bridge only confirms the session, and its code loads when it first renders, after the route's.
// A failure surfaces where the bridge renders, which asks again.
if (!bootSession) loadSessionBridge().catch(() => undefined);
await yieldToMain();
const i18n = await initI18n();
await yieldToMain();
const app = (
  <StrictMode>
    <App queryClient={queryClient} i18n={i18n} initialAuthState={initialAuthState} />
  </StrictMode>
);
// A transition, so React renders the first page in slices of a few milliseconds and the phone's main thread stays
// free for input: the page (server-rendered, or index.html's header frame) has painted by then, and long tasks after
// that paint are what a slow phone feels (Lighthouse's Total Blocking Time; docs/decisions/012-signed-in-pages-load.md).
// The server rendered this page (app-page.ts): hydrate it with the same components, not the routes' loading state. If
// their code cannot load (a deploy replaced it), the app renders afresh and its router shows the failure.
const isServerRendered =
  rootElement.hasChildNodes() &&
  (await loadMatchedRoutes(window.location.pathname).then(
    () => true,
    () => false,
  ));
if (isServerRendered) {
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
} else {
  const root = createRoot(rootElement);
  startTransition(() => root.render(app));
}
