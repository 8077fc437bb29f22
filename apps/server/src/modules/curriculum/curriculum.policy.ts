import type { StoredQuestion } from './curriculum.repository';

/**
 * Only the demo's questions may be checked, hinted or solved without a record (issue 22.3): they are public sample
 * content, shown to visitors with their explanation. Every other question is checked inside a learner's own round.
 */
export function isOpenToUnrecordedCheck(question: Pick<StoredQuestion, 'purpose'>): boolean {
  return question.purpose === 'demo';
}
