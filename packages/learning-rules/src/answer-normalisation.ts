/**
 * The spec's answer normalisation: lower case, trimmed, spaces removed
 * (spec 1 section 4 "Demo Check"; spec 3 section 5 "Answer check").
 */
export function normaliseAnswer(answer: string): string {
  return answer.toLowerCase().replace(/\s+/g, '');
}
