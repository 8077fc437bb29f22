import type { AnswerKind, Misconception } from '../types';
import type { TaskDefinition } from './task';
import { areAnswersEquivalent } from './answers';

/**
 * The misconceptions that apply to this question: a wrong answer equal to the key (small numbers collide) or
 * to an earlier entry is dropped, so each entry names one real mistake with its own hint.
 */
export function applicableMisconceptions(
  answer: string,
  kind: AnswerKind,
  candidates: readonly Misconception[],
): Misconception[] {
  const kept: Misconception[] = [];
  for (const candidate of candidates) {
    if (candidate.answer === '' || areAnswersEquivalent(candidate.answer, answer, kind)) continue;
    if (kept.some((k) => areAnswersEquivalent(k.answer, candidate.answer, kind))) continue;
    kept.push(candidate);
  }
  return kept;
}

/**
 * A task whose every question keeps only its applicable misconceptions (see above): a generator lists the mistakes
 * it knows, and a collision of small numbers never shows a learner two hints for one wrong answer, or one for the key.
 */
export function withApplicableMisconceptions<P>(task: TaskDefinition<P>): TaskDefinition<P> {
  return {
    ...task,
    build(rng, level) {
      const draft = task.build(rng, level);
      return {
        ...draft,
        misconceptions: applicableMisconceptions(draft.answer, draft.answerKind, draft.misconceptions ?? []),
      };
    },
  };
}
