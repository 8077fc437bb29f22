import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** POST /api/validateLearnerEmail: whether this learner account can join the family; the server's message if not. */
export function validateLearnerEmail(learnerEmail: string): Promise<{ title: string; body: string }> {
  return requestApi('/api/validateLearnerEmail', { method: 'POST', body: { student_email: learnerEmail } });
}

export function useValidateLearnerEmail() {
  return useMutation({ mutationFn: validateLearnerEmail });
}
