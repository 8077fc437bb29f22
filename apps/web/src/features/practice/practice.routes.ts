import type { RouteObject } from 'react-router';
import { loadRouteNamespaces } from '../../lib/i18n';
import { firstRead, type PageStart } from '../../lib/route-page-start';
import { paths } from '../../lib/paths';
import { practiceSkillsPath, practiceSkillsQueryOptions } from './api/use-practice-skills.query';
import { parseIdParam } from './route-params';

/** Every practice page's strings; the pages that can show the paused-membership dialog need billing's too. */
const PRACTICE = ['practice'];
const PRACTICE_WITH_PAUSED_DIALOG = ['practice', 'billing'];

/** The practice page, a page learners land on: its skills are read with the page's code (docs/page-start.md). */
const practicePageStart: PageStart = {
  userType: 'learner',
  modules: [
    'src/features/practice/pages/practice-session.page.tsx',
    'src/features/practice/locales/en-CA.json',
    'src/features/billing/locales/en-CA.json',
  ],
  reads: ({ topicId: topicParam, skillId: skillParam }, user) => {
    const topicId = parseIdParam(topicParam);
    const skillId = skillParam === undefined ? undefined : parseIdParam(skillParam);
    if (topicId === undefined || (skillParam !== undefined && skillId === undefined)) return undefined;
    return [
      firstRead(
        practiceSkillsPath(topicId, user.id, skillId),
        practiceSkillsQueryOptions(topicId, user.id, skillId),
      ),
    ];
  },
};

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
    handle: { pageStart: practicePageStart },
    lazy: async () => {
      const [page] = await Promise.all([
        import('./pages/practice-session.page'),
        loadRouteNamespaces(PRACTICE_WITH_PAUSED_DIALOG),
      ]);
      return { Component: page.PracticeSessionPage };
    },
  },
];
