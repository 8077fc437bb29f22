import type { AddedSkillDefinition, AddedTaskDefinition } from '../core/catalogue-types';
import { CODING_SKILLS, CODING_TASKS } from './additions/coding.additions';
import { GRADE6_SKILLS, GRADE6_TASKS } from './additions/grade6.additions';
import { GRADE6B_SKILLS, GRADE6B_TASKS } from './additions/grade6b.additions';
import { GRADE7_SKILLS, GRADE7_TASKS } from './additions/grade7.additions';
import { GRADE7B_SKILLS, GRADE7B_TASKS } from './additions/grade7b.additions';
import { GRADE8_SKILLS, GRADE8_TASKS } from './additions/grade8.additions';
import { GRADE8B_SKILLS, GRADE8B_TASKS } from './additions/grade8b.additions';
import { GEOMETRY_SKILLS, GEOMETRY_TASKS } from './additions/geometry.additions';
import { INFOGRAPHIC_SKILLS, INFOGRAPHIC_TASKS } from './additions/infographics.additions';

/**
 * Everything added to the catalogue after the first release, each with its fixed id. Skills are numbered from 61 and
 * tasks from 181 in the order they were written; the catalogue places each skill in its grade's strand after the
 * first release's skills and refuses gaps or repeated ids.
 */
export const ADDED_SKILLS: readonly AddedSkillDefinition[] = [
  ...CODING_SKILLS,
  ...GRADE6_SKILLS,
  ...GRADE8_SKILLS,
  ...GRADE7_SKILLS,
  ...GRADE7B_SKILLS,
  ...GRADE6B_SKILLS,
  ...GRADE8B_SKILLS,
  ...GEOMETRY_SKILLS,
  ...INFOGRAPHIC_SKILLS,
];

/** Tasks added to skills of the first release. */
export const ADDED_TASKS: readonly AddedTaskDefinition[] = [
  ...CODING_TASKS,
  ...GRADE6_TASKS,
  ...GRADE8_TASKS,
  ...GRADE7_TASKS,
  ...GRADE7B_TASKS,
  ...GRADE6B_TASKS,
  ...GRADE8B_TASKS,
  ...GEOMETRY_TASKS,
  ...INFOGRAPHIC_TASKS,
];
