import type { AddedSkillDefinition, AddedTaskDefinition } from '../../core/catalogue-types';
import { currencyPaymentTask } from '../grade8-currency.family';
import { metricPrefixTask } from '../grade8-metric-prefixes.family';
import { probabilityDiagramTask } from '../grade8-probability-diagrams.family';
import { pythagoreanSquaresTask } from '../grade8-pythagorean-squares.family';
import { scaleModelTask } from '../grade8-scale-models.family';
import { tessellationTask } from '../grade8-tessellations.family';
import { twoVariableDataTask } from '../grade8-two-variable.family';

/**
 * The second round of Grade 8 coverage (issue 20): expectations of Data, Spatial Sense and Financial Literacy that
 * fit a skill of the first release, added to it as a task. Ids are offsets from these two constants, so the merge
 * renumbers the file by changing them; skills and tasks run on without gaps.
 */
const FIRST_SKILL_ID = 81;
const FIRST_TASK_ID = 259;

/** First-release Grade 8 skills (ids fixed for ever by catalogue-ids.fixture.json). */
const SCATTER_PLOTS_SKILL_ID = 49;
const INDEPENDENT_EVENTS_SKILL_ID = 51;
const PYTHAGOREAN_SKILL_ID = 53;
const CYLINDERS_SKILL_ID = 54;
const TRANSFORMATIONS_SKILL_ID = 55;
const COMPARING_CREDIT_CARDS_SKILL_ID = 60;

let nextTaskId = FIRST_TASK_ID;
/** The next task id: tasks are numbered in the order they are listed below, without gaps. */
const taskId = (): number => {
  nextTaskId += 1;
  return nextTaskId - 1;
};

/** Every expectation of this round fits a first-release skill, so no skill is added (ids from FIRST_SKILL_ID stay free). */
export const GRADE8B_SKILLS: AddedSkillDefinition[] = [];
export const GRADE8B_FIRST_SKILL_ID = FIRST_SKILL_ID;

/** Tasks added to Grade 8 skills of the first release. */
export const GRADE8B_TASKS: AddedTaskDefinition[] = [
  {
    id: taskId(),
    skillId: COMPARING_CREDIT_CARDS_SKILL_ID,
    task: currencyPaymentTask(
      'Paying in another currency',
      'Convert U.S. prices with an exchange rate, add a card’s foreign transaction fee, and choose the cheapest way to pay.',
    ),
  },

  {
    id: taskId(),
    skillId: INDEPENDENT_EVENTS_SKILL_ID,
    task: probabilityDiagramTask(
      'Venn and tree diagrams',
      'Find probabilities from a Venn diagram of a class survey and from a tree diagram of two independent games.',
    ),
  },

  {
    id: taskId(),
    skillId: SCATTER_PLOTS_SKILL_ID,
    task: twoVariableDataTask(
      'One- and two-variable data',
      'Tell two-variable data from one-variable data, choose the graph that suits a data set, and read paired measurements in a table and on a scatter plot.',
    ),
  },

  {
    id: taskId(),
    skillId: PYTHAGOREAN_SKILL_ID,
    task: pythagoreanSquaresTask(
      'Squares on the sides of a right triangle',
      'Investigate the Pythagorean relationship with the areas of the squares on the sides, and check a corner for square.',
    ),
  },

  {
    id: taskId(),
    skillId: CYLINDERS_SKILL_ID,
    task: metricPrefixTask(
      'Very large and very small units',
      'Link tera-, giga-, mega-, micro-, nano- and pico- to powers of ten, convert between them, and compare sizes.',
    ),
  },

  {
    id: taskId(),
    skillId: TRANSFORMATIONS_SKILL_ID,
    task: tessellationTask(
      'Tessellations',
      'Use the 360° rule at a vertex to tell which shapes tessellate, and name the transformations between tiles.',
    ),
  },

  {
    id: taskId(),
    skillId: TRANSFORMATIONS_SKILL_ID,
    task: scaleModelTask(
      'Scale models from views',
      'Scale lengths read from front, side and top views to a model, choose a scale that fits, and find a model’s volume.',
    ),
  },
];
