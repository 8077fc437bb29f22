import type { AnswerKind, QuestionOption } from '../types';
import { areAnswersEquivalent } from './answers';
import type { Rng } from './rng';

export interface ChoiceSpec {
  /** Wrong answers from real misconceptions, best first; duplicates and accidental correct ones are dropped. */
  distractors: readonly string[];
  /** Fills up when misconceptions collide (small numbers); called with an attempt counter. */
  fallback?: (attempt: number) => string;
  /** How an option value is shown; defaults to the value itself. */
  label?: (value: string) => string;
}

/** Four distinct options, exactly one correct, in a seeded order. */
export function buildOptions(rng: Rng, answer: string, kind: AnswerKind, spec: ChoiceSpec): QuestionOption[] {
  const values: string[] = [answer];
  const tryAdd = (candidate: string): void => {
    if (values.length >= 4) return;
    if (values.some((v) => areAnswersEquivalent(v, candidate, kind))) return;
    values.push(candidate);
  };
  for (const d of spec.distractors) tryAdd(d);
  for (let attempt = 0; values.length < 4 && spec.fallback && attempt < 60; attempt += 1) {
    tryAdd(spec.fallback(attempt));
  }
  if (values.length < 4) throw new Error(`could not build four distinct options for answer ${answer}`);
  const label = spec.label ?? ((v: string) => v);
  return rng.shuffle(values).map((value) => ({ label: label(value), value }));
}

/** Numeric neighbours as a last-resort distractor source: ±1, ±2, ×10 ... */
export function numericFallback(answer: number, step = 1): (attempt: number) => string {
  return (attempt) => {
    const k = Math.floor(attempt / 2) + 1;
    return String(answer + (attempt % 2 === 0 ? k * step : -k * step));
  };
}
