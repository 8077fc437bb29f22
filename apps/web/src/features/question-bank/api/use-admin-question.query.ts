import type { AdminQuestion, QuestionHistoryResponse } from '@mathwise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export const adminQuestionKey = (questionId: number) => ['question-bank', 'question', questionId] as const;

/** GET /api/admin/question/:id: the question with its answer key (staff only). */
export const adminQuestionQueryOptions = (questionId: number) =>
  queryOptions({
    queryKey: adminQuestionKey(questionId),
    queryFn: ({ signal }) => requestApi<AdminQuestion>(`/api/admin/question/${questionId}`, { signal }),
  });

export function useAdminQuestion(questionId: number) {
  return useQuery(adminQuestionQueryOptions(questionId));
}

/** GET /api/admin/question/:id/history: who changed what and when, newest first. */
export function useQuestionHistory(questionId: number) {
  return useQuery({
    queryKey: [...adminQuestionKey(questionId), 'history'] as const,
    queryFn: ({ signal }) =>
      requestApi<QuestionHistoryResponse>(`/api/admin/question/${questionId}/history`, { signal }),
  });
}
