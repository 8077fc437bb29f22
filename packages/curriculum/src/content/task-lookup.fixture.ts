import { generateDetailed, getTaskDefinition, tasks } from '../catalogue';
import type { TaskDefinition } from '../core/task';
import { questionShape } from '../lint/difficulty';
import { DIFFICULTY_LEVELS } from '../types';

/** A task found by its name, so a block's tests hold when the merge renumbers it, with its independent solver. */
export function taskNamed(name: string): { id: number; solve: (params: unknown) => string } {
  const task = tasks.find((t) => t.name === name);
  if (!task) throw new Error(`no task named ${name}`);
  const definition = getTaskDefinition(task.id) as unknown as TaskDefinition<unknown>;
  return { id: task.id, solve: (params) => definition.solve(params) };
}

/** The kinds of question a task asks over its five levels (one seed each), as the difficulty lint counts them. */
export function levelShapes(taskId: number, seed = 5): Set<string> {
  return new Set(
    DIFFICULTY_LEVELS.map((level) => questionShape(generateDetailed(taskId, level, seed).question)),
  );
}
