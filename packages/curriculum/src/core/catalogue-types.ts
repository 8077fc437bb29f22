import type { StrandName } from '../types';
import type { SkillDefinition, TaskDefinition } from './task';

export interface StrandDefinition {
  /** One sentence describing the strand for this grade, shown on the topic. */
  description: string;
  /**
   * The skills of the first release. Their ids (and their tasks' ids) follow from their position in grade and
   * strand order, so this list is frozen: never insert, remove or reorder a skill or a task here. New skills and
   * tasks go in the additions (content/additions/*.ts) with ids of their own.
   */
  skills: SkillDefinition[];
}

/** A task with the id it keeps for ever. */
export interface IdentifiedTask {
  id: number;
  task: TaskDefinition<never>;
}

/**
 * A skill added after the first release. Its id and its tasks' ids are written here, never derived from a position,
 * so adding a skill to Grade 6 shifts no id of Grade 7 or 8: learners keep their points and levels.
 */
export interface AddedSkillDefinition extends Omit<SkillDefinition, 'tasks'> {
  id: number;
  grade: 6 | 7 | 8;
  strand: StrandName;
  tasks: readonly IdentifiedTask[];
}

/** A task added to a skill of the first release (after its three), with an id after every existing one. */
export interface AddedTaskDefinition extends IdentifiedTask {
  skillId: number;
}
