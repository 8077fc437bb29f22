import { describe, expect, it } from 'vitest';
import { generateQuestion } from '../catalogue';
import { DIFFICULTY_LEVELS } from '../types';
import { taskNamed } from './task-lookup.fixture';

/** The numbers a question prints in its title and description, with thousands separators and $ read as numbers. */
function printedNumbers(text: string): number[] {
  return (text.replace(/(\d),(\d{3})/g, '$1$2').match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
}

/** Share of seeds whose key is one of the numbers the question prints, so it could be guessed without working. */
function guessableShare(taskId: number, level: (typeof DIFFICULTY_LEVELS)[number], seeds = 100): number {
  let hits = 0;
  for (let seed = 1; seed <= seeds; seed += 1) {
    const q = generateQuestion(taskId, level, seed);
    const key = Number(q.answer.replace(/[$,%]/g, ''));
    if (Number.isFinite(key) && printedNumbers(`${q.title} ${q.description ?? ''}`).includes(key)) hits += 1;
  }
  return hits / seeds;
}

describe('keys that are not a number printed in the question', () => {
  it.each([
    'Mean',
    'Centre of a data set',
    'Powers of ten mentally',
    'Helps and obstacles on the way to a goal',
  ])('%s: at every level the key is rarely a number the question shows', (name) => {
    const { id } = taskNamed(name);
    for (const level of DIFFICULTY_LEVELS) expect(guessableShare(id, level)).toBeLessThan(0.15);
  });
});
