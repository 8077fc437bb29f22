import type { QuestionHintResponse, ShowSolutionResponse } from '@mathwise/api-contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** POST /api/questionHint/:questionId: the next hint; the server counts it on the learner's attempt. */
export function fetchQuestionHint(questionId: number) {
  return requestApi<QuestionHintResponse>(`/api/questionHint/${questionId}`, { method: 'POST' });
}

/** POST /api/showSolution/:questionId ("Show me how"): the worked solution and the key; the question earns nothing. */
export function fetchQuestionSolution(questionId: number) {
  return requestApi<ShowSolutionResponse>(`/api/showSolution/${questionId}`, { method: 'POST' });
}

export function useQuestionHint() {
  return useMutation({ mutationFn: fetchQuestionHint });
}

export function useQuestionSolution() {
  return useMutation({ mutationFn: fetchQuestionSolution });
}
