import { COURSE_ID, learnerSubjectsResponseSchema, type BootSessionUser } from '@mathwise/api-contract';
import { pickInitialSubject } from '@mathwise/learning-rules';
import type { FastifyRequest } from 'fastify';

/** A page's ids from its path, in order; every listed page has at least one. */
type PageIds = readonly [string, ...string[]];

/**
 * A signed-in page people land on often, and what it needs before anything else: its route's modules (keys of the web
 * build's manifest: the page and the strings it renders, as the router's `lazy` imports them in
 * apps/web/src/features/<area>/<area>.routes.ts) and the API reads it makes first (the guard's subscription, then the
 * page's own data, as apps/web/src/app/boot-prefetch.ts asks for them). The app page names the modules and answers
 * the reads in its HTML (app-page.ts); e2e/journeys/page-first-load.spec.ts proves both on the real build.
 */
interface LandingPage {
  userType: 'learner' | 'parent';
  /** The page's paths; the groups are its ids, in order. */
  path: RegExp;
  modules: readonly string[];
  firstReads: (userId: string, ids: PageIds) => string[];
  /**
   * The reads the page makes next, once the first have answered, chosen by the same rule the page uses: without them
   * the page's main content would render as loading on the server and all at once in the browser.
   */
  nextReads?: (answers: Readonly<Record<string, unknown>>, ids: PageIds) => string[];
}

/** A positive whole-number id from a path segment, as the web app's pages read theirs (route-params.ts). */
const ID = '([1-9]\\d{0,8})';

const learnerSubjectsPath = (learnerId: string) => `/api/getSubjectsByLearnerID/${learnerId}/${COURSE_ID}`;

const LANDING_PAGES: readonly LandingPage[] = [
  {
    userType: 'learner',
    path: new RegExp(`^/practice/${ID}(?:/${ID})?/?$`),
    modules: [
      'src/features/practice/pages/practice-session.page.tsx',
      'src/features/practice/locales/en-CA.json',
      'src/features/billing/locales/en-CA.json',
    ],
    firstReads: (userId, [topicId, skillId]) => [
      `/api/getOneSubscription/${userId}/learner`,
      `/api/getPracticeSkills/${topicId}/${userId}${skillId === undefined ? '' : `/${skillId}`}`,
    ],
  },
  {
    userType: 'parent',
    path: /^\/parent\/progress\/([\w-]{1,64})\/?$/,
    modules: [
      'src/features/progress/pages/parent-learner.page.tsx',
      'src/features/progress/locales/en-CA.json',
    ],
    firstReads: (userId, [learnerId]) => [
      `/api/getOneSubscription/${userId}/parent`,
      `/api/getLearnerProgress/${learnerId}`,
      learnerSubjectsPath(learnerId),
    ],
    // The progress views open on one grade (pickInitialSubject), whose topics they read next.
    nextReads: (answers, [learnerId]) => {
      const subjects = learnerSubjectsResponseSchema.safeParse(answers[learnerSubjectsPath(learnerId)]);
      const subject = subjects.success ? pickInitialSubject(subjects.data) : undefined;
      return subject ? [`/api/getLearnerTopicsBySubjectID/${subject.id}/${learnerId}`] : [];
    },
  },
];

/** A landing page matched to a request's path and user. */
export interface MatchedLandingPage {
  modules: readonly string[];
  /** The API paths of the page's first reads. */
  firstReads: string[];
  /** The API paths of the reads the page makes once those have answered (none for most pages). */
  nextReads: (answers: Readonly<Record<string, unknown>>) => string[];
}

/** The landing page at this path for this user; undefined for any other. */
export function findLandingPage(pathname: string, user: BootSessionUser): MatchedLandingPage | undefined {
  for (const page of LANDING_PAGES) {
    const match = page.userType === user.userType ? page.path.exec(pathname) : null;
    if (!match) continue;
    const [firstId, ...otherIds] = match.slice(1).filter((id) => id !== undefined);
    if (firstId === undefined) continue;
    const ids: PageIds = [firstId, ...otherIds];
    return {
      modules: page.modules,
      firstReads: page.firstReads(encodeURIComponent(user.id), ids),
      nextReads: (answers) => page.nextReads?.(answers, ids) ?? [],
    };
  }
  return undefined;
}

/** The API's answers to a landing page's first reads and then to the reads those lead to, by path. */
export async function answerLandingPageReads(
  request: FastifyRequest,
  page: MatchedLandingPage,
): Promise<Record<string, unknown>> {
  const answers = await answerReads(request, page.firstReads);
  return { ...answers, ...(await answerReads(request, page.nextReads(answers))) };
}

/**
 * The API's answers to reads, asked as the page's own request (its cookies, so the same access policies decide), by
 * path. Only successful answers: for any other the app asks again and shows the failure as it would have. One that
 * throws is left out, since the page works without it.
 */
async function answerReads(
  request: FastifyRequest,
  paths: readonly string[],
): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.headers.cookie !== undefined) headers.cookie = request.headers.cookie;
  if (request.headers.authorization !== undefined) headers.authorization = request.headers.authorization;
  const answers = await Promise.all(
    paths.map(async (path) => {
      try {
        const response = await request.server.inject({ method: 'GET', url: path, headers });
        return response.statusCode === 200 ? ([path, response.json()] as const) : undefined;
      } catch (error) {
        request.log.warn(
          { err: error, path },
          'A first read for the app page failed; the app will ask for it',
        );
        return undefined;
      }
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== undefined));
}
