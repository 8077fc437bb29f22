import type { AddQuestionRequest, AdminQuestion, UpdateQuestionRequest } from '@mathwise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { adminQuestionKey } from './use-admin-question.query';
import { adminQuestionsKey } from './use-admin-questions.query';

/** POST /api/admin/addquestion. */
export function useAddQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: AddQuestionRequest) =>
      requestApi<AdminQuestion>('/api/admin/addquestion', { method: 'POST', body: question }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQuestionsKey }),
  });
}

interface UpdateInput {
  questionId: number;
  /** Spec 3 §7: the path's second segment flags a changed difficulty. */
  isDifficultyChanged: boolean;
  question: UpdateQuestionRequest;
}

/** PUT /api/admin/update-question/:questionId/:difficultyChanged. */
export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, isDifficultyChanged, question }: UpdateInput) =>
      requestApi<AdminQuestion>(`/api/admin/update-question/${questionId}/${String(isDifficultyChanged)}`, {
        method: 'PUT',
        body: question,
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminQuestionKey(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQuestionsKey }),
        queryClient.invalidateQueries({ queryKey: [...adminQuestionKey(saved.id), 'history'] }),
      ]);
    },
  });
}
