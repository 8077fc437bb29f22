import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths';

/** The learner's practice area (spec 3 §2), guarded by the learner layout; every page is its own chunk. */
export const practiceLearnerRoutes: RouteObject[] = [
  {
    path: paths.myPractice.pattern,
    lazy: async () => ({ Component: (await import('./pages/my-practice.page')).MyPracticePage }),
  },
  {
    path: paths.practicePortal.pattern,
    lazy: async () => ({ Component: (await import('./pages/practice-portal.page')).PracticePortalPage }),
  },
  {
    path: paths.diagnosticTool.pattern,
    lazy: async () => ({ Component: (await import('./pages/diagnostic-tool.page')).DiagnosticToolPage }),
  },
  {
    path: paths.diagnosticReport.pattern,
    lazy: async () => ({ Component: (await import('./pages/diagnostic-report.page')).DiagnosticReportPage }),
  },
  {
    path: paths.topicReport.pattern,
    lazy: async () => ({ Component: (await import('./pages/topic-report.page')).TopicReportPage }),
  },
  {
    path: paths.practice.pattern,
    lazy: async () => ({ Component: (await import('./pages/practice-session.page')).PracticeSessionPage }),
  },
];
