import type { AnswerSheet, SavedRoundResponse } from '@mathwise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export interface SaveSkillRoundInput {
  topicId: number;
  learnerId: string;
  sheet: AnswerSheet;
}

/** POST /api/saveSkillRound/:topicId/:learnerId: saves the round once; points are recomputed on the server. */
export function saveSkillRound({ topicId, learnerId, sheet }: SaveSkillRoundInput) {
  return requestApi<SavedRoundResponse>(`/api/saveSkillRound/${topicId}/${encodeURIComponent(learnerId)}`, {
    method: 'POST',
    body: sheet,
  });
}

export function useSaveSkillRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSkillRound,
    // Reports and progress read the new points; the running practice page keeps its own skill list (its query is
    // not refetched mid-session because every practice read is invalidated only once the page asks again).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['progress'] }),
  });
}
