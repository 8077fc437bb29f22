import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

/** The public curriculum explorer (spec 1 §2). */
export const curriculumPublicRoutes: RouteObject[] = [
  {
    path: paths.curriculum.pattern,
    lazy: async () => ({ Component: (await import('./pages/curriculum.page')).CurriculumPage }),
  },
];
