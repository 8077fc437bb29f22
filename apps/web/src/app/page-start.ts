import type { PageStartPlan } from '@mathwise/api-contract';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type RouteObject } from 'react-router';
import {
  subscriptionPath,
  subscriptionQueryOptions,
  toSubscription,
} from '../features/billing/api/use-subscription.query';
import type { AuthState, AuthUser } from '../lib/auth/auth-state';
import { firstRead, type FirstRead, type PageStart } from '../lib/route-page-start';

/** The reads every guarded page makes first: the header and the guard ask for the user's subscription. */
const subscriptionRead = (user: AuthUser) =>
  firstRead(subscriptionPath(user), subscriptionQueryOptions(user), { dataFrom: toSubscription });

function pageStartOf(handle: unknown): PageStart | undefined {
  if (typeof handle !== 'object' || handle === null || !('pageStart' in handle)) return undefined;
  return handle.pageStart as PageStart;
}

/**
 * The routes that declare a page start, by their path. Matched with `matchPath` on these few rather than by ranking
 * the whole route table, which costs a long task on a slow phone while the app starts.
 */
function routesWithPageStart(routes: readonly RouteObject[]): { path: string; pageStart: PageStart }[] {
  return routes.flatMap((route) => {
    const pageStart = pageStartOf(route.handle);
    const own = pageStart && route.path !== undefined ? [{ path: route.path, pageStart }] : [];
    return [...own, ...routesWithPageStart(route.children ?? [])];
  });
}

/** The page start declared on the route at this path, for this user; undefined for any other page or user. */
export function findPageStart(
  routes: readonly RouteObject[],
  pathname: string,
  auth: AuthState,
): { modules: readonly string[]; reads: FirstRead[] } | undefined {
  if (auth.status !== 'learner' && auth.status !== 'parent') return undefined;
  for (const { path, pageStart } of routesWithPageStart(routes)) {
    const match = pageStart.userType === auth.status ? matchPath(path, pathname) : null;
    if (!match) continue;
    const reads = pageStart.reads(match.params, auth.user);
    if (reads) return { modules: pageStart.modules, reads: [subscriptionRead(auth.user), ...reads] };
  }
  return undefined;
}

/**
 * The reads a signed-in user's page starts with: its route's page start, or, on any other page, the reads every
 * guarded page makes first. None for a visitor, a teacher or an unverified user.
 */
export function pageStartReads(
  routes: readonly RouteObject[],
  pathname: string,
  auth: AuthState,
): FirstRead[] {
  if (auth.status !== 'learner' && auth.status !== 'parent') return [];
  return findPageStart(routes, pathname, auth)?.reads ?? [subscriptionRead(auth.user)];
}

/**
 * Seeds the query cache with the server's answers to the reads (by path) and follows each answered read to the reads
 * it leads to. With `askApi` (the browser), a read without an answer asks the API through the page's query, in
 * parallel with the page's code; without (the server's render), it stays pending and renders as loading.
 */
export function startPageReads(
  queryClient: QueryClient,
  reads: readonly FirstRead[],
  answers: Readonly<Record<string, unknown>>,
  { askApi }: { askApi: boolean },
): void {
  const follow = (read: FirstRead, data: unknown) => {
    if (read.next) startPageReads(queryClient, read.next(data), answers, { askApi });
  };
  for (const read of reads) {
    if (Object.hasOwn(answers, read.path)) {
      const data = read.dataFrom(answers[read.path]);
      read.seed(queryClient, data);
      follow(read, data);
    } else if (askApi) {
      read.fetch(queryClient).then(
        (data) => follow(read, data),
        () => undefined,
      );
    }
  }
}

/**
 * The server's plan for a page (the contract's PageStartPlan): the page's modules, the paths of its first reads, and
 * the paths of the reads their answers lead to. Undefined for a page without a page start.
 */
export function planPageStart(
  routes: readonly RouteObject[],
  pathname: string,
  auth: AuthState,
): PageStartPlan | undefined {
  const pageStart = findPageStart(routes, pathname, auth);
  if (!pageStart) return undefined;
  const { modules, reads } = pageStart;
  return {
    modules,
    firstReads: reads.map((read) => read.path),
    nextReads: (answers) =>
      reads.flatMap((read) =>
        read.next && Object.hasOwn(answers, read.path)
          ? read.next(read.dataFrom(answers[read.path])).map((next) => next.path)
          : [],
      ),
  };
}
