import type { RouteObject } from 'react-router';
import { loadRouteNamespaces } from '../../app/i18n';
import { paths } from '../../app/paths';

/** Every practice page's strings; the pages that can show the paused-membership dialog need billing's too. */
const PRACTICE = ['practice'];
const PRACTICE_WITH_PAUSED_DIALOG = ['practice', 'billing'];

/** The learner's practice area (spec 3 §2), guarded by the learner layout; every page is its own chunk. */
export const practiceLearnerRoutes: RouteObject[] = [
  {
    path: paths.myPractice.pattern,
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/my-practice.page'),
        loadRouteNamespaces(PRACTICE_WITH_PAUSED_DIALOG),
      ]);
      return { Component: page.MyPracticePage };
    },
  },
  {
    path: paths.practicePortal.pattern,
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/practice-portal.page'),
        loadRouteNamespaces(PRACTICE),
      ]);
      return { Component: page.PracticePortalPage };
    },
  },
  {
    path: paths.diagnosticTool.pattern,
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/diagnostic-tool.page'),
        loadRouteNamespaces(PRACTICE_WITH_PAUSED_DIALOG),
      ]);
      return { Component: page.DiagnosticToolPage };
    },
  },
  {
    path: paths.diagnosticReport.pattern,
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/diagnostic-report.page'),
        loadRouteNamespaces(PRACTICE),
      ]);
      return { Component: page.DiagnosticReportPage };
    },
  },
  {
    path: paths.topicReport.pattern,
    lazy: async () => {
      const [page] = await Promise.all([import('./pages/topic-report.page'), loadRouteNamespaces(PRACTICE)]);
      return { Component: page.TopicReportPage };
    },
  },
  {
    path: paths.practice.pattern,
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/practice-session.page'),
        loadRouteNamespaces(PRACTICE_WITH_PAUSED_DIALOG),
      ]);
      return { Component: page.PracticeSessionPage };
    },
  },
];
