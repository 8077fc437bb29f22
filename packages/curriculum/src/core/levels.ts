import type { DifficultyLevel } from '../types';

export type PerLevel<T> = readonly [T, T, T, T, T];

/** Picks the setting for a difficulty level from a five-entry table, so growth per level reads in one line. */
export function byLevel<T>(level: DifficultyLevel, table: PerLevel<T>): T {
  return table[level - 1] as T;
}

/** Digits of the largest magnitude: a rough, level-independent measure of how big the numbers are. */
export function magnitude(...values: number[]): number {
  const max = Math.max(...values.map((v) => Math.abs(v)), 1);
  return Math.log10(max + 1);
}

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: number, b: number): number {
  return Math.abs(a * b) / gcd(a, b);
}
