import { isAnswerAccepted } from '@mathwise/learning-rules';
import type { AnswerKind } from '../types';

/**
 * Two answers are equivalent when the platform's answer check (`isAnswerAccepted` in @mathwise/learning-rules) takes
 * one for the other: the same after the spec's normalisation, the same number for numeric kinds (0.5, .5 and 1/2;
 * 25 and 25% for a percent), the same polynomial for expressions ("13(n+18)" and "13n+234"). With `requiresForm`,
 * only the form the question asks for, and `key` is the one whose form counts. One engine, so a distractor the
 * generators keep apart is one the server refuses.
 */
export function areAnswersEquivalent(
  key: string,
  given: string,
  kind: AnswerKind,
  requiresForm = false,
): boolean {
  return isAnswerAccepted(key, given, kind, requiresForm);
}
