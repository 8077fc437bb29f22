import type { AnswerSheet, CurrentQuestionResponse, LearnerQuestion } from '@mathwise/api-contract';
import { requestApi } from '../../../lib/api-client';

/**
 * PUT /api/getPracticeQuestion/:skillId/:level with the answer sheet: the next question of the round, at the
 * learner's difficulty, never one already in the round. The server records it, so it is fetched once per question.
 */
export async function fetchPracticeQuestion(
  skillId: number,
  level: number,
  sheet: AnswerSheet,
): Promise<LearnerQuestion> {
  const { current_question } = await requestApi<CurrentQuestionResponse>(
    `/api/getPracticeQuestion/${skillId}/${level}`,
    { method: 'PUT', body: { answer_sheet: sheet } },
  );
  return current_question;
}
