import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths';

/** The learner's progress page (spec 3 §2), guarded by the learner layout. */
export const progressLearnerRoutes: RouteObject[] = [
  {
    path: paths.myProgress.pattern,
    lazy: async () => ({ Component: (await import('./pages/my-progress.page')).MyProgressPage }),
  },
];

/** The parent's read-only views of one of their learners (spec 3 §2), guarded by the parent layout. */
export const progressParentRoutes: RouteObject[] = [
  {
    path: paths.parentProgress.pattern,
    lazy: async () => ({ Component: (await import('./pages/parent-learner.page')).ParentProgressPage }),
  },
  {
    path: paths.parentSummary.pattern,
    lazy: async () => ({ Component: (await import('./pages/parent-learner.page')).ParentSummaryPage }),
  },
];
