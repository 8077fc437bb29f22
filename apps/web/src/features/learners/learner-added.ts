import type { Learner } from '@mathwise/api-contract';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../lib/auth/auth-state';
import { subscriptionQueryKey } from '../billing/api/use-subscription.query';

/** Answer of addExistingLearner and addNewLearner: a notice and the learner's card (null until a connected learner accepts). */
export interface LearnerAddedResponse {
  title: string;
  body: string;
  learner: Learner | null;
}

/** A new learner changes the slot count and the list: both are read again (spec 2 §4 "reload the data"). */
export async function refreshAfterLearnerAdded(
  queryClient: QueryClient,
  user: AuthUser | null,
): Promise<void> {
  await Promise.all([
    user ? queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(user) }) : Promise.resolve(),
    queryClient.invalidateQueries({ queryKey: ['learners', 'learners'] }),
  ]);
}
