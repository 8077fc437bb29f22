import type { Actor } from '../../platform/auth/actor';
import { isTeacher } from '../../platform/auth/actor';
import { forbidden } from '../../platform/http/http-errors';

/**
 * Staff with the teacher role keep the question bank (spec 3 §6). The upload calls too: the spec shows no check on
 * them, which would let anyone write questions, so they follow the rest of the admin portal (issue 7).
 */
export function canManageQuestionBank(actor: Actor): boolean {
  return isTeacher(actor);
}

export function assertCanManageQuestionBank(actor: Actor): void {
  if (!canManageQuestionBank(actor)) throw forbidden('Only teachers can manage the question bank.');
}
