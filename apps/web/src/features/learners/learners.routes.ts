import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

/** My Students and its add-student dialogs (spec 2 §2), guarded by the parent layout. */
export const learnersParentRoutes: RouteObject[] = [
  {
    path: paths.myStudents.pattern,
    lazy: async () => ({ Component: (await import('./pages/my-students.page')).MyStudentsPage }),
  },
];
