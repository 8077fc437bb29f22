import type { RouteObject } from 'react-router';
import { loadRouteNamespaces } from '../../app/i18n';
import { paths } from '../../app/paths';

/** The learner's progress page (spec 3 §2), guarded by the learner layout. */
export const progressLearnerRoutes: RouteObject[] = [
  {
    path: paths.myProgress.pattern,
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/my-progress.page'),
        loadRouteNamespaces(['progress', 'practice']),
      ]);
      return { Component: page.MyProgressPage };
    },
  },
];

/** The parent's read-only views of one of their learners (spec 3 §2), guarded by the parent layout. */
export const progressParentRoutes: RouteObject[] = [
  {
    path: paths.parentProgress.pattern,
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/parent-learner.page'),
        loadRouteNamespaces(['progress']),
      ]);
      return { Component: page.ParentProgressPage };
    },
  },
  {
    path: paths.parentSummary.pattern,
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/parent-learner.page'),
        loadRouteNamespaces(['progress']),
      ]);
      return { Component: page.ParentSummaryPage };
    },
  },
];
