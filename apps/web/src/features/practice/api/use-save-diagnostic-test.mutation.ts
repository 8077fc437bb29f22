import type { AnswerSheet, SaveRoundResponse } from '@mathwise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export interface SaveDiagnosticInput {
  topicId: number;
  learnerId: string;
  sheet: AnswerSheet;
}

/** POST /api/saveDiagnosticTest/:topicId/:learnerId: one skill per call (spec 3 §4); the server scores it. */
export function saveDiagnosticSkill({ topicId, learnerId, sheet }: SaveDiagnosticInput) {
  return requestApi<SaveRoundResponse>(
    `/api/saveDiagnosticTest/${topicId}/${encodeURIComponent(learnerId)}`,
    {
      method: 'POST',
      body: sheet,
    },
  );
}

export function useSaveDiagnosticTest() {
  const queryClient = useQueryClient();
  return useMutation({
    // Skills are saved one by one, in order, as the spec describes; a failure stops at the skill that failed so
    // the learner can retry from there.
    mutationFn: async (inputs: SaveDiagnosticInput[]) => {
      const results: SaveRoundResponse[] = [];
      for (const input of inputs) results.push(await saveDiagnosticSkill(input));
      return results;
    },
    // Points and levels changed everywhere: the report, My Practice and My Progress read them again.
    onSuccess: () =>
      queryClient
        .invalidateQueries({ queryKey: ['practice'] })
        .then(() => queryClient.invalidateQueries({ queryKey: ['progress'] })),
  });
}
