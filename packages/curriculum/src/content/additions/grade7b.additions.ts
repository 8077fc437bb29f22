import type { AddedSkillDefinition, AddedTaskDefinition } from '../../core/catalogue-types';
import { financialInfoTask, goalBudgetTask, spendingInfluencesTask } from '../grade7-budget.family';
import { constructCircleTask } from '../grade7-circles.family';
import { classifySolidTask, solidCountsTask, solidSymmetryTask } from '../grade7-solids.family';
import { chooseGraphTask, percentShareTask, percentTableTask } from '../grade7-data-collection.family';
import { integerPatternTask, monomialsTask, patternRepresentationTask } from '../grade7-patterns.family';

/**
 * Grade 7 expectations still unpractised after the first coverage pass (issue 20, second pass). Every id is an
 * offset from these two, contiguous in the order written (skills' tasks first, then the tasks added to
 * first-release skills), so the merge renumbers the whole block by changing them.
 */
const FIRST_SKILL_ID = 76;
const FIRST_TASK_ID = 236;

/** First-release Grade 7 skills that gain a task (their ids never change). */
const PATTERNS_SKILL_ID = 25; // Patterns with decimal terms
const EXPRESSIONS_SKILL_ID = 26; // Algebraic expressions with integers
const CIRCLES_SKILL_ID = 33; // Circumference and area of circles

let nextTaskId = FIRST_TASK_ID;
const taskId = (): number => {
  nextTaskId += 1;
  return nextTaskId - 1;
};

export const GRADE7B_SKILLS: AddedSkillDefinition[] = [
  {
    id: FIRST_SKILL_ID,
    grade: 7,
    strand: 'Financial Literacy',
    name: 'Budgets, spending choices and financial information',
    description:
      'Plan, track and adjust a budget for a longer-term goal, see what needs and wants, friends and ads really cost, and judge financial information before trusting it.',
    expectations: ['F1.2', 'F1.3', 'F1.4'],
    tasks: [
      { id: taskId(), task: goalBudgetTask },
      { id: taskId(), task: spendingInfluencesTask },
      { id: taskId(), task: financialInfoTask },
    ],
  },
  {
    id: FIRST_SKILL_ID + 1,
    grade: 7,
    strand: 'Data',
    name: 'Collecting and organizing data',
    description:
      'Organize survey data in tables with percents, use percents to describe and compare large data sets, classify data, and choose the graph that suits it.',
    expectations: ['D1.1', 'D1.2', 'D1.3'],
    tasks: [
      { id: taskId(), task: percentTableTask },
      { id: taskId(), task: percentShareTask },
      { id: taskId(), task: chooseGraphTask },
    ],
  },
  {
    id: FIRST_SKILL_ID + 2,
    grade: 7,
    strand: 'Spatial Sense',
    name: 'Prisms, pyramids and cylinders',
    description:
      'Describe and classify prisms, pyramids and cylinders by their faces, edges and vertices, their nets, their planes of symmetry and their rotational symmetry, and draw the top, front and side views of cube structures.',
    expectations: ['E1.1', 'E1.2'], // E1.2 by the views task of additions/geometry.additions.ts
    tasks: [
      { id: taskId(), task: classifySolidTask },
      { id: taskId(), task: solidCountsTask },
      { id: taskId(), task: solidSymmetryTask },
    ],
  },
];

export const GRADE7B_TASKS: AddedTaskDefinition[] = [
  { id: taskId(), skillId: PATTERNS_SKILL_ID, task: integerPatternTask },
  { id: taskId(), skillId: PATTERNS_SKILL_ID, task: patternRepresentationTask },
  { id: taskId(), skillId: EXPRESSIONS_SKILL_ID, task: monomialsTask },
  { id: taskId(), skillId: CIRCLES_SKILL_ID, task: constructCircleTask },
];
