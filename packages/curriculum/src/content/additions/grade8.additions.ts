import type { AddedSkillDefinition, AddedTaskDefinition } from '../../core/catalogue-types';
import {
  evaluateRationalTask,
  patternRepresentationTask,
  rationalPatternTask,
} from '../grade8-algebra.family';
import { percentExtremesTask, perfectSquaresTask, powersOfTenTask } from '../grade8-number.family';
import { fundraiserModelTask, multiStepTask, proportionalReasoningTask } from '../grade8-proportion.family';
import { fractionSumsTask, integerSumsTask } from '../grade8-sums.family';

/**
 * Grade 8 expectations no first-release task practised (issue 20). Every id is an offset from these two, so the
 * merge can renumber the whole file by changing them: skills and tasks run on without gaps.
 */
const FIRST_SKILL_ID = 67;
const FIRST_TASK_ID = 208;

type TaskList = AddedSkillDefinition['tasks'][number]['task'][];

/** Numbers a list of tasks from `firstTaskId` on, in order. */
function numbered(firstTaskId: number, list: TaskList) {
  return list.map((task, i) => ({ id: firstTaskId + i, task }));
}

const SKILL_TASKS: { skill: Omit<AddedSkillDefinition, 'id' | 'tasks'>; tasks: TaskList }[] = [
  {
    skill: {
      grade: 8,
      strand: 'Number',
      name: 'Extreme percents, powers of ten and perfect squares',
      description:
        'Use percents above 100% and below 1%, multiply and divide by powers of ten mentally, and recall perfect squares and their roots.',
      expectations: ['B1.4', 'B2.2', 'B2.3'],
    },
    tasks: [
      percentExtremesTask(
        'Percents above 100% and below 1%',
        'Move between percents, decimals and amounts when the percent is over 100% or under 1%.',
      ),
      powersOfTenTask(
        'Powers of ten mentally',
        'Multiply and divide decimals by 10, 100, 1000 and by 0.1, 0.01, 0.001.',
      ),
      perfectSquaresTask(
        'Perfect squares and roots',
        'Recall squares to 15 × 15 and their square roots, and use them.',
      ),
    ],
  },
  {
    skill: {
      grade: 8,
      strand: 'Number',
      name: 'Adding and subtracting integers and fractions',
      description:
        'Add and subtract integers in temperature and elevation problems, and fractions and mixed numbers, positive and negative.',
      expectations: ['B2.4', 'B2.5'],
    },
    tasks: [
      integerSumsTask(
        'Integer sums in context',
        'Add and subtract integers, and work backwards from a temperature or depth.',
      ),
      fractionSumsTask(
        'mixed',
        'Mixed numbers in context',
        'Add and subtract fractions and mixed numbers in recipes and goals.',
      ),
      fractionSumsTask(
        'signed',
        'Negative fractions',
        'Add and subtract positive and negative fractions and mixed numbers.',
      ),
    ],
  },
  {
    skill: {
      grade: 8,
      strand: 'Number',
      name: 'Proportional reasoning and multi-step problems',
      description:
        'Compare unit rates and best buys, use scales, solve multi-step problems with rational numbers and percents, and model a fundraiser step by step.',
      expectations: ['B2.1', 'B2.8'],
    },
    tasks: [
      proportionalReasoningTask(
        'Rates, best buys and scales',
        'Find unit rates and unknown values in proportional situations.',
      ),
      multiStepTask(
        'Multi-step calculations',
        'Use the order of operations with decimals, fractions and negatives, then discounts and HST.',
      ),
      fundraiserModelTask(
        'Modelling a fundraiser',
        'Work one winter-carnival fundraiser from takings and costs to a profit goal and a plan, one step per question.',
      ),
    ],
  },
  {
    skill: {
      grade: 8,
      strand: 'Algebra',
      name: 'Expressions and patterns with rational numbers',
      description:
        'Evaluate expressions and formulas with fractions, decimals and negatives, extend patterns of rational numbers, and move linear patterns between tables, situations and rules.',
      expectations: ['C1.2', 'C1.4', 'C2.2'],
    },
    tasks: [
      evaluateRationalTask(
        'Evaluate with rational numbers',
        'Substitute fractions, decimals and negative numbers into expressions and formulas.',
      ),
      rationalPatternTask(
        'Patterns of rational numbers',
        'Extend halving, negative-ratio and fraction-step patterns, and find a far or first term.',
      ),
      patternRepresentationTask(
        'Linear patterns: table, rule, situation',
        'Match tables and situations to rules, and compare two linear patterns.',
      ),
    ],
  },
];

function build(): AddedSkillDefinition[] {
  let nextTask = FIRST_TASK_ID;
  return SKILL_TASKS.map(({ skill, tasks }, i) => {
    const defined: AddedSkillDefinition = {
      ...skill,
      id: FIRST_SKILL_ID + i,
      tasks: numbered(nextTask, tasks),
    };
    nextTask += tasks.length;
    return defined;
  });
}

export const GRADE8_SKILLS: AddedSkillDefinition[] = build();

/** Grade 8 adds no task to a first-release skill: each expectation it covers is a skill of its own. */
export const GRADE8_TASKS: AddedTaskDefinition[] = [];
