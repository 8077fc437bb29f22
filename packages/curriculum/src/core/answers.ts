import { normaliseAnswer } from '@mathwise/learning-rules';
import type { AnswerKind } from '../types';
import { eq, parseRational } from './rational';

/**
 * Two answers are equivalent when they are the same after the spec's normalisation, or, for numeric kinds,
 * when they denote the same rational number (0.5, .5 and 1/2).
 */
export function areAnswersEquivalent(a: string, b: string, kind: AnswerKind): boolean {
  if (normaliseAnswer(a) === normaliseAnswer(b)) return true;
  if (kind === 'number' || kind === 'fraction' || kind === 'money') {
    const x = parseRational(a);
    const y = parseRational(b);
    return x !== null && y !== null && eq(x, y);
  }
  return false;
}
