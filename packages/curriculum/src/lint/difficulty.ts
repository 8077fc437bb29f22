/**
 * Measures of how a skill's levels differ: the median complexity per level (each task's `complexity`, a count of
 * steps, magnitude and kinds of numbers) and the distinct question shapes (the text with numbers and names
 * normalised away), so a level that only grows its numbers shows up as one shape.
 */
import { generateDetailed, tasksOfSkill } from '../catalogue';
import { SEED_RANGE } from '../seed';
import type { DifficultyLevel, GeneratedQuestion } from '../types';
import { flatten } from './text';

const COLOUR_WORDS = /\b(red|blue|green|yellow|purple|orange|black|white)\b/gi;

/**
 * A question's shape: title and description with every number, name and colour replaced by a placeholder, so
 * "What is 15% of 240?" and "What is 25% of 80?" share one shape.
 */
export function questionShape(q: Pick<GeneratedQuestion, 'title' | 'description'>): string {
  const text = flatten(`${q.title} ${q.description ?? ''}`)
    .replace(/\$/g, '')
    .replace(/-?\d+(?:\.\d+)?(?:\/\d+)?/g, '#')
    .replace(/#(?:\s*,\s*#)+/g, '#')
    .replace(COLOUR_WORDS, 'C')
    // Capitalised words inside a sentence are names (people, sports, months, companies).
    .replace(/(?<=[a-z#,:;)'’°%]\s+)[A-Z][a-zé]+(?:\s+[A-Z][a-z]+)*/g, 'N')
    .replace(/\s+/g, ' ')
    .trim();
  return text;
}

export interface LevelProfile {
  level: DifficultyLevel;
  medianComplexity: number;
  shapes: Set<string>;
  count: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Complexity median and shapes of one skill at one level, over its three tasks and seeds 1..SEED_RANGE. */
export function levelProfile(skillId: number, level: DifficultyLevel, seeds = SEED_RANGE): LevelProfile {
  const complexities: number[] = [];
  const shapes = new Set<string>();
  for (const task of tasksOfSkill(skillId))
    for (let seed = 1; seed <= seeds; seed += 1) {
      const { question, complexity } = generateDetailed(task.id, level, seed);
      complexities.push(complexity);
      shapes.add(questionShape(question));
    }
  return { level, medianComplexity: median(complexities), shapes, count: complexities.length };
}

/** A skill's question shapes over all levels, and how many of level 5's appear at no lower level (harder in kind). */
export function skillShapes(
  skillId: number,
  seeds = SEED_RANGE,
): { all: Set<string>; top: Set<string>; newAtTop: number } {
  const profiles = ([1, 2, 3, 4, 5] as const).map((level) => levelProfile(skillId, level, seeds));
  const lower = new Set(profiles.slice(0, 4).flatMap((p) => [...p.shapes]));
  const top = profiles[4]!.shapes;
  return {
    all: new Set([...lower, ...top]),
    top,
    newAtTop: [...top].filter((shape) => !lower.has(shape)).length,
  };
}
