import type { SkillDefinition } from './task';

export interface StrandDefinition {
  /** One sentence describing the strand for this grade, shown on the topic. */
  description: string;
  skills: SkillDefinition[];
}
