import type { PageStartPlan } from '@mathwise/api-contract';
import type { FastifyRequest } from 'fastify';

/**
 * The API's answers to a page's first reads and then to the reads those lead to, by path, as the web build's plan of
 * the page names them (docs/page-start.md).
 */
export async function answerPageReads(
  request: FastifyRequest,
  plan: PageStartPlan,
): Promise<Record<string, unknown>> {
  const answers = await answerReads(request, plan.firstReads);
  return { ...answers, ...(await answerReads(request, plan.nextReads(answers))) };
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
      // Only the API's own reads: the plan comes from the build, and nothing else is asked on the user's behalf.
      if (!path.startsWith('/api/')) return undefined;
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
