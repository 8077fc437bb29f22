import type { CheckAnswerResponse } from '@mathwise/api-contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

const MAX_TIME_SPENT_MS = 86_400_000;

export interface CheckAnswerInput {
  questionId: number;
  selectedAnswer: string;
  timeSpentMs: number;
}

/**
 * POST /api/checkAnswer/:questionId: the key stays on the server. For a learner's round the server records the
 * attempt with its own clock and answers its validation_control; the explanation comes with any answer.
 */
export function checkAnswer({ questionId, selectedAnswer, timeSpentMs }: CheckAnswerInput) {
  return requestApi<CheckAnswerResponse>(`/api/checkAnswer/${questionId}`, {
    method: 'POST',
    body: {
      selected_answer: selectedAnswer,
      time_spent: Math.min(MAX_TIME_SPENT_MS, Math.max(0, Math.round(timeSpentMs))),
    },
  });
}

export function useCheckAnswer() {
  return useMutation({ mutationFn: checkAnswer });
}
