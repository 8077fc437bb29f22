import type { CurrentQuestionResponse, LearnerQuestion } from '@mathwise/api-contract';
import { requestApi } from '../../../lib/api-client';

/**
 * GET /api/getDiagnosticQuestion/:skillId/:level: the next diagnostic question, without its key. For a learner the
 * server records it in the skill's open round, so this is called once per question (never retried blindly or
 * refetched on focus) and the question is kept in the session for a reload.
 */
export async function fetchDiagnosticQuestion(skillId: number, level: number): Promise<LearnerQuestion> {
  const { current_question } = await requestApi<CurrentQuestionResponse>(
    `/api/getDiagnosticQuestion/${skillId}/${level}`,
  );
  return current_question;
}
