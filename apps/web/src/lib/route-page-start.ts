import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { AuthUser } from './auth/auth-state';

/**
 * One API read a page makes as it starts: the GET path the server answers in the page, and the page's own query for
 * it (same key and function), which the answer seeds or, without one, which asks the API.
 */
export interface FirstRead {
  path: string;
  /** The query's data made from the API's answer to the path. */
  dataFrom(answer: unknown): unknown;
  seed(queryClient: QueryClient, data: unknown): void;
  fetch(queryClient: QueryClient): Promise<unknown>;
  /** The reads the page makes once this one has answered, chosen from its data by the page's own rule. */
  next?(data: unknown): FirstRead[];
}

/** A first read of `path` through the page's query; `dataFrom` for a query whose function reshapes the answer. */
export function firstRead<TData, TKey extends QueryKey>(
  path: string,
  query: FetchQueryOptions<TData, Error, TData, TKey>,
  options: { dataFrom?: (answer: unknown) => TData; next?: (data: TData) => FirstRead[] } = {},
): FirstRead {
  const { dataFrom = (answer: unknown) => answer as TData, next } = options;
  return {
    path,
    dataFrom,
    seed: (queryClient, data) => {
      queryClient.setQueryData<TData>(query.queryKey, data as TData);
    },
    fetch: (queryClient) => queryClient.fetchQuery(query),
    ...(next && { next: (data: unknown) => next(data as TData) }),
  };
}

/**
 * What a signed-in page people land on needs before anything else, declared on its route as
 * `handle: { pageStart }`: the user type it serves, its modules and its first reads. The server answers the reads
 * in the page and names the modules for preloading (docs/page-start.md); the browser and the server's render seed
 * their query cache from those answers.
 */
export interface PageStart {
  userType: 'learner' | 'parent';
  /**
   * The page's code and strings as the web build's manifest names them (source paths under apps/web), as its route's
   * `lazy` imports them.
   */
  modules: readonly string[];
  /** The page's own reads from its path; undefined for a path whose ids the page would not read. */
  reads(params: Params, user: AuthUser): FirstRead[] | undefined;
}
