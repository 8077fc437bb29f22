import type { FamilyInvitation, SentFamilyInvitation } from '@mathwise/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { getAuthUser } from '../../../lib/auth/auth-state';
import { subscriptionQueryKey } from '../../billing/api/use-subscription.query';

export const familyInvitationsQueryKey = ['learners', 'family-invitations'] as const;
export const sentFamilyInvitationsQueryKey = ['learners', 'family-invitations', 'sent'] as const;

/** GET /api/family-invitations: the parents' requests waiting for the signed-in learner's answer. */
export function useFamilyInvitations() {
  return useQuery({
    queryKey: familyInvitationsQueryKey,
    queryFn: ({ signal }) => requestApi<FamilyInvitation[]>('/api/family-invitations', { signal }),
  });
}

/** GET /api/family-invitations/sent: the signed-in parent's requests and the learners' answers. */
export function useSentFamilyInvitations() {
  return useQuery({
    queryKey: sentFamilyInvitationsQueryKey,
    queryFn: ({ signal }) => requestApi<SentFamilyInvitation[]>('/api/family-invitations/sent', { signal }),
  });
}

interface Notice {
  title: string;
  body: string;
}

/**
 * POST /api/family-invitations/:id/accept or /decline. Accepting gives the learner a subscription, so the guard's
 * subscription query is read again and takes them from /ask-parent to My Practice.
 */
export function useAnswerFamilyInvitation() {
  const queryClient = useQueryClient();
  const user = getAuthUser(useAuth().state);
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: 'accept' | 'decline' }) =>
      requestApi<Notice>(`/api/family-invitations/${encodeURIComponent(id)}/${answer}`, { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: familyInvitationsQueryKey }),
        user ? queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(user) }) : Promise.resolve(),
      ]),
  });
}
