import type { AddedSkillDefinition, AddedTaskDefinition } from '../../core/catalogue-types';
import { grade6InfographicTask, grade7InfographicTask, grade8InfographicTask } from '../infographic.family';

/**
 * D1.4 (infographics) in Grades 6, 7 and 8 (issue 20): one task per grade on the grade's first-release graph skill.
 * Ids are offsets from these two constants, so the merge renumbers the block by changing them alone; tasks run on
 * without gaps in the order listed, after the geometry block's (266-268).
 */
export const FIRST_SKILL_ID = 81;
export const FIRST_TASK_ID = 269;

let nextTaskId = FIRST_TASK_ID;
/** The next task id: tasks are numbered in the order they are listed below, without gaps. */
const taskId = (): number => {
  nextTaskId += 1;
  return nextTaskId - 1;
};

/** First-release skill ids are fixed for ever (catalogue-ids.fixture.json). */
const GRADE6_BROKEN_LINE_GRAPHS_SKILL_ID = 10;
const GRADE7_CIRCLE_GRAPHS_SKILL_ID = 29;
const GRADE8_SCATTER_PLOTS_SKILL_ID = 49;

/** Each grade's infographic fits its first-release graph skill, so no skill is added (FIRST_SKILL_ID stays free). */
export const INFOGRAPHIC_SKILLS: AddedSkillDefinition[] = [];

export const INFOGRAPHIC_TASKS: AddedTaskDefinition[] = [
  {
    id: taskId(),
    skillId: GRADE6_BROKEN_LINE_GRAPHS_SKILL_ID,
    task: grade6InfographicTask(
      'Reading and planning an infographic',
      'An infographic with a headline, a table, a broken-line graph and a key fact: choose the headline the data supports, find the numbers its story needs, choose a display, and find the point that contradicts the table.',
    ),
  },
  {
    id: taskId(),
    skillId: GRADE7_CIRCLE_GRAPHS_SKILL_ID,
    task: grade7InfographicTask(
      'Reading and planning an infographic',
      'A survey infographic with a table of counts and a circle graph: choose the headline, combine the table and the graph, draw a sector, find swapped percents, and work back from the key fact.',
    ),
  },
  {
    id: taskId(),
    skillId: GRADE8_SCATTER_PLOTS_SKILL_ID,
    task: grade8InfographicTask(
      'Reading and planning an infographic',
      'An infographic with a table of pairs and a scatter plot: choose the headline the trend supports, find the key fact from the table and the plot, choose a display, find the wrong point, and work back from a mean.',
    ),
  },
];
