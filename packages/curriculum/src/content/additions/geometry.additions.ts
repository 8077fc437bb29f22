import type { AddedSkillDefinition, AddedTaskDefinition } from '../../core/catalogue-types';
import { buildFromViewsTask, drawViewsTask } from '../cube-views.family';
import { quadrilateralTask } from '../grade6-quadrilaterals.family';

/**
 * Spatial Sense coverage (issue 20): Grade 6 E1.1 (properties of quadrilaterals), Grade 6 E1.2 (building from views)
 * and Grade 7 E1.2 (drawing views). Each fits a Spatial Sense skill that already exists, so no skill is added (ids
 * from FIRST_SKILL_ID stay free). Ids are offsets from these two constants, so the merge renumbers the file by
 * changing them; tasks run on without gaps.
 */
const FIRST_SKILL_ID = 81;
const FIRST_TASK_ID = 266;

/** Grade 6 skills of the first release (ids fixed for ever by catalogue-ids.fixture.json). */
const QUADRILATERALS_SKILL_ID = 14; // Area of quadrilaterals
const PRISMS_SKILL_ID = 15; // Surface area and volume of prisms
/** Grade 7 "Prisms, pyramids and cylinders" (additions/grade7b.additions.ts, merged: its id is fixed). */
const SOLIDS_SKILL_ID = 78;

let nextTaskId = FIRST_TASK_ID;
/** The next task id: tasks are numbered in the order they are listed below, without gaps. */
const taskId = (): number => {
  nextTaskId += 1;
  return nextTaskId - 1;
};

export const GEOMETRY_SKILLS: AddedSkillDefinition[] = [];
export const GEOMETRY_FIRST_SKILL_ID = FIRST_SKILL_ID;

export const GEOMETRY_TASKS: AddedTaskDefinition[] = [
  {
    id: taskId(),
    skillId: QUADRILATERALS_SKILL_ID,
    task: quadrilateralTask(
      'Properties of quadrilaterals',
      'Diagonals that bisect, meet at right angles or match in length, lines of symmetry and rotational symmetry: read them, name a quadrilateral from them, and count the shapes that have two at once.',
    ),
  },
  {
    id: taskId(),
    skillId: PRISMS_SKILL_ID,
    task: buildFromViewsTask(
      'Building from views',
      'Build cube structures from their front, side and top views: match a structure, find the most and fewest cubes the views allow, and the stack they force.',
    ),
  },
  {
    id: taskId(),
    skillId: SOLIDS_SKILL_ID,
    task: drawViewsTask(
      'Drawing views of cube structures',
      'Draw the front, side and top views of a structure of stacked cubes: count their squares, pick the right view, draw one to a scale, and find the cubes that no view shows.',
    ),
  },
];
