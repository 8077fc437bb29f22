import { COURSE_ID, type BootSessionUser } from '@mathwise/api-contract';
import type { FastifyRequest } from 'fastify';

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
  firstReads: (userId: string, ids: readonly string[]) => string[];
}

/** A positive whole-number id from a path segment, as the web app's pages read theirs (route-params.ts). */
const ID = '([1-9]\\d{0,8})';

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
      `/api/getSubjectsByLearnerID/${learnerId}/${COURSE_ID}`,
    ],
  },
];

/** The landing page at this path for this user, with the API paths of its first reads; undefined for any other. */
export function findLandingPage(
  pathname: string,
  user: BootSessionUser,
): { modules: readonly string[]; firstReads: string[] } | undefined {
  for (const page of LANDING_PAGES) {
    const match = page.userType === user.userType ? page.path.exec(pathname) : null;
    if (!match) continue;
    const ids = match.slice(1).filter((id) => id !== undefined);
    return { modules: page.modules, firstReads: page.firstReads(encodeURIComponent(user.id), ids) };
  }
  return undefined;
}

/**
 * The API's answers to a page's first reads, asked as the page's own request (its cookies, so the same access policies
 * decide), by path. Only successful answers: for any other the app asks again and shows the failure as it would have.
 * One that throws is left out, since the page works without it.
 */
export async function answerFirstReads(
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
