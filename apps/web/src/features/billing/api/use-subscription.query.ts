import type { Subscription, SubscriptionLookupResponse } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import type { AuthState, AuthUser } from '../../../lib/auth/auth-state';

/** Spec 1 §4: a subscription is either not known yet, absent (null in the spec) or present. */
export type SubscriptionState =
  { status: 'loading' } | { status: 'none' } | { status: 'present'; subscription: Subscription };

type SubscriptionOwner = Pick<AuthUser, 'id' | 'userType'>;

export const subscriptionQueryKey = (owner: SubscriptionOwner) =>
  ['billing', 'subscription', owner.id, owner.userType] as const;

export const subscriptionPath = (owner: SubscriptionOwner) =>
  `/api/getOneSubscription/${encodeURIComponent(owner.id)}/${encodeURIComponent(owner.userType)}`;

/** GET /api/getOneSubscription/:userId/:userType; `null` when the user has none (the server answers a message). */
export async function fetchSubscription(
  owner: SubscriptionOwner,
  signal?: AbortSignal,
): Promise<Subscription | null> {
  const response = await requestApi<SubscriptionLookupResponse>(
    subscriptionPath(owner),
    signal ? { signal } : {},
  );
  return toSubscription(response);
}

/** The query's data from the lookup's answer: the subscription, or null for the message a user without one gets. */
export function toSubscription(response: unknown): Subscription | null {
  return isSubscription(response as SubscriptionLookupResponse) ? (response as Subscription) : null;
}

/**
 * The contract's `hasSubscription` test, restated as a type-only check: every page's guard runs this query, and a
 * runtime import of the contract would pull zod into the entry chunk.
 */
function isSubscription(response: SubscriptionLookupResponse): response is Subscription {
  return !('message' in response);
}

export const subscriptionQueryOptions = (owner: SubscriptionOwner) =>
  queryOptions({
    queryKey: subscriptionQueryKey(owner),
    queryFn: ({ signal }) => fetchSubscription(owner, signal),
    // The subscription changes only through our own mutations, which invalidate this key.
    staleTime: 5 * 60_000,
  });

/** Only verified parents and learners have a subscription to look up; teachers and visitors never need one. */
function getSubscriptionOwner(auth: AuthState): SubscriptionOwner | null {
  return auth.status === 'parent' || auth.status === 'learner' ? auth.user : null;
}

/** The current user's subscription (for a learner, the parent's subscription that includes them). */
export function useSubscription(): SubscriptionState {
  const { state: auth } = useAuth();
  const owner = getSubscriptionOwner(auth);
  const query = useQuery({
    ...subscriptionQueryOptions(owner ?? { id: '', userType: 'parent' }),
    enabled: owner !== null,
  });
  if (auth.status === 'loading') return { status: 'loading' };
  if (owner === null) return { status: 'none' };
  if (query.isPending) return { status: 'loading' };
  // Right after a purchase the cached answer is still "none" while the refetch runs; waiting here (spec 1: "/my-students
  // with no subscription: spinner") keeps the guard from sending a new subscriber back to plan selection.
  if (query.data === null && query.isFetching) return { status: 'loading' };
  // A failed lookup is treated as "no subscription" so the user is routed to a page that still works,
  // rather than an endless spinner; the error is kept in the query for the pages that show it.
  if (query.isError || query.data === null) return { status: 'none' };
  return { status: 'present', subscription: query.data };
}
