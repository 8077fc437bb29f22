import { useAuth } from '../../lib/auth/auth-context';

/** The signed-in learner's id (the user id every learner call takes); '' for anyone else, which disables queries. */
export function useLearnerId(): string {
  const { state } = useAuth();
  return state.status === 'learner' ? state.user.id : '';
}
