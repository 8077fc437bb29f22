import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { accountsLearnerRoutes, accountsPublicRoutes } from '../features/accounts/accounts.routes';
import { accountSettingsRoutes } from '../features/accounts/account-settings.routes';
import { billingParentRoutes } from '../features/billing/billing.routes';
import { practiceLearnerRoutes } from '../features/practice/practice.routes';
import { progressLearnerRoutes, progressParentRoutes } from '../features/progress/progress.routes';
import { curriculumPublicRoutes } from '../features/curriculum/curriculum.routes';
import { questionBankAdminRoutes } from '../features/question-bank/question-bank.routes';
import { demoPublicRoutes } from '../features/demo/demo.routes';
import { learnersParentRoutes } from '../features/learners/learners.routes';
import { siteNotFoundRoute, sitePublicRoutes } from '../features/site/site.routes';
import { RootHydrateFallback, RootRoute, RouteErrorPage } from './root-route.component';
import { yieldToMain } from './yield-to-main';

// Layouts are route chunks too: they load in parallel with the page, and keep the header, footer and guards out of
// the entry chunk (design brief §6).
const publicLayout = async () => ({
  Component: (await import('./layouts/public-layout.component')).PublicLayout,
});
const parentLayout = async () => ({
  Component: (await import('./layouts/parent-layout.component')).ParentLayout,
});
const learnerLayout = async () => ({
  Component: (await import('./layouts/learner-layout.component')).LearnerLayout,
});
const adminLayout = async () => ({
  Component: (await import('./layouts/admin-layout.component')).AdminLayout,
});

/**
 * The route table. Each feature exports its routes per layout from `features/<area>/<area>.routes.ts`, every page
 * lazy-loaded; register a new area's routes in the matching layout group below. The not-found route stays last.
 */
export const routes: RouteObject[] = [
  {
    Component: RootRoute,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Public site and identity screens (spec 1). Not guarded: these pages decide for themselves.
        lazy: publicLayout,
        children: [
          ...sitePublicRoutes,
          ...curriculumPublicRoutes,
          ...demoPublicRoutes,
          ...accountsPublicRoutes,
        ],
      },
      {
        // Parent area (spec 2), behind the access guard.
        lazy: parentLayout,
        children: [
          ...billingParentRoutes,
          ...learnersParentRoutes,
          ...accountSettingsRoutes,
          ...progressParentRoutes,
        ],
      },
      {
        // Learner area (spec 3), behind the access guard.
        lazy: learnerLayout,
        children: [...accountsLearnerRoutes, ...practiceLearnerRoutes, ...progressLearnerRoutes],
      },
      {
        // Admin portal (spec 3): no site header or footer. Its pages register here.
        lazy: adminLayout,
        children: [...questionBankAdminRoutes],
      },
      {
        lazy: publicLayout,
        children: [siteNotFoundRoute],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the code (and strings) of every route that matches the path, ahead of the router: a page the server rendered
 * must hydrate with its own components, where a lazy route would first render the loading fallback over the server's
 * markup. Each route keeps what its `lazy` gave it, as the router itself would.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  // Each step is a task of its own on a slow phone: the first match ranks the whole route table (about 60 ms with the
  // CPU slowed four times), and asking for a route's code inserts a preload link for each module it needs.
  await yieldToMain();
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
