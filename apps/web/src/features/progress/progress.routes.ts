import { pickInitialSubject } from '@mathwise/learning-rules';
import type { RouteObject } from 'react-router';
import { loadRouteNamespaces } from '../../lib/i18n';
import { firstRead, type PageStart } from '../../lib/route-page-start';
import { paths } from '../../lib/paths';
import { learnerProgressPath, learnerProgressQueryOptions } from './api/use-learner-progress.query';
import { learnerSubjectsPath, learnerSubjectsQueryOptions } from './api/use-learner-subjects.query';
import { learnerTopicsPath, learnerTopicsQueryOptions } from './api/use-learner-topics.query';

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

/** A learner id as the API takes one in a path. */
const LEARNER_ID = /^[\w-]{1,64}$/;

/**
 * The parent's progress page on one learner, a page parents land on: the overview, the grades, and the topics of the
 * grade its views open on (pickInitialSubject), once the grades have answered (docs/page-start.md).
 */
const parentProgressPageStart: PageStart = {
  userType: 'parent',
  modules: [
    'src/features/progress/pages/parent-learner.page.tsx',
    'src/features/progress/locales/en-CA.json',
  ],
  reads: ({ learnerId }) => {
    if (learnerId === undefined || !LEARNER_ID.test(learnerId)) return undefined;
    return [
      firstRead(learnerProgressPath(learnerId), learnerProgressQueryOptions(learnerId)),
      firstRead(learnerSubjectsPath(learnerId), learnerSubjectsQueryOptions(learnerId), {
        next: (subjects) => {
          const subject = pickInitialSubject(subjects);
          return subject
            ? [
                firstRead(
                  learnerTopicsPath(subject.id, learnerId),
                  learnerTopicsQueryOptions(subject.id, learnerId),
                ),
              ]
            : [];
        },
      }),
    ];
  },
};

/** The parent's read-only views of one of their learners (spec 3 §2), guarded by the parent layout. */
export const progressParentRoutes: RouteObject[] = [
  {
    path: paths.parentProgress.pattern,
    handle: { pageStart: parentProgressPageStart },
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
