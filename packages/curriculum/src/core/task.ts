import type { LintFacts } from '../lint/facts';
import type { AnswerKind, DifficultyLevel, GeneratedQuestion, Misconception } from '../types';
import { type ChoiceSpec, buildOptions } from './options';
import { type Rng, createRng, mixSeed } from './rng';

/** What a generator produces before the shared framework adds options, points and the level. */
export interface QuestionDraft<P> {
  params: P;
  title: string;
  description?: string | null;
  answer: string;
  answerKind: AnswerKind;
  /**
   * Set when the question's words ask for one form (expand, simplify, lowest terms, as a decimal); without it every
   * equivalent answer ("13(n+18)" for "13n+234", "6/8" for "3/4") is accepted.
   */
  requiresAnswerForm?: boolean;
  explanation: string;
  /** At least one hint (the content lint requires it): the first step to take, with this question's numbers. */
  hints?: string[];
  /** Wrong answers from known misconceptions with a hint each (distractors usually come from these). */
  misconceptions?: Misconception[];
  /** Present for single-choice questions; absent for typed answers. */
  choices?: ChoiceSpec;
  imageSvg?: string | null;
  /** What the content lint needs to know that the text cannot tell it (see lint/facts.ts); never shown. */
  lintFacts?: LintFacts;
}

/**
 * One practice task. `build` writes the question and its key; `solve` recomputes the key from the
 * parameters alone, written separately (exact rationals) so a slip in either shows up in the tests.
 * `complexity` is a measurable proxy (magnitude, steps, signs, fractions) that must rise with the level.
 */
export interface TaskDefinition<P = unknown> {
  name: string;
  description: string;
  build(rng: Rng, level: DifficultyLevel): QuestionDraft<P>;
  solve(params: P): string;
  complexity(params: P): number;
}

export interface SkillDefinition {
  name: string;
  description: string;
  expectations: string[];
  /** At least three; a skill may hold more (the catalogue gives tasks added later ids after every existing one). */
  tasks: readonly [
    TaskDefinition<never>,
    TaskDefinition<never>,
    TaskDefinition<never>,
    ...TaskDefinition<never>[],
  ];
}

/** Keeps each task's parameter type while letting a skill hold three tasks of different parameter types. */
export function defineTask<P>(task: TaskDefinition<P>): TaskDefinition<never> {
  return task as unknown as TaskDefinition<never>;
}

export interface MaterialisedQuestion {
  question: GeneratedQuestion;
  params: unknown;
  complexity: number;
  lintFacts: LintFacts;
}

export function materialise(
  task: TaskDefinition<never>,
  taskId: number,
  level: DifficultyLevel,
  seed: number,
): MaterialisedQuestion {
  const rng = createRng(mixSeed(taskId, level, seed));
  const generic = task as unknown as TaskDefinition<unknown>;
  const draft = generic.build(rng, level);
  const options = draft.choices ? buildOptions(rng, draft.answer, draft.answerKind, draft.choices) : null;
  return {
    params: draft.params,
    complexity: generic.complexity(draft.params),
    lintFacts: draft.lintFacts ?? {},
    question: {
      title: draft.title,
      description: draft.description ?? null,
      question_type: options ? 'model_one' : 'typed',
      question_options: options,
      answer: draft.answer,
      answer_kind: draft.answerKind,
      requires_answer_form: draft.requiresAnswerForm ?? false,
      explanation: draft.explanation,
      hints: draft.hints ?? [],
      misconceptions: draft.misconceptions ?? [],
      difficult_level: level,
      points: 10 * level,
      image_svg: draft.imageSvg ?? null,
    },
  };
}
