import type { AddedSkillDefinition, AddedTaskDefinition } from '../../core/catalogue-types';
import type { TaskDefinition } from '../../core/task';
import {
  convertFormsTask,
  decimalPriceTask,
  multiplyDivideDecimalsTask,
  multiplyDivideFractionsTask,
  numberBetweenTask,
  orderRationalsTask,
  percentChangeTask,
  roundDecimalsTask,
  simplifyFractionsTask,
} from '../grade7-rational.family';
import {
  convertAreaUnitsTask,
  convertVolumeUnitsTask,
  gardenModelTask,
  mixedUnitsProblemTask,
} from '../grade7-measurement.family';
import {
  orderOfOperationsTask,
  proportionalReasoningTask,
  proportionalTableTask,
} from '../grade7-operations.family';

/**
 * Grade 7 skills added for issue 20. Every id is an offset from these two, contiguous in the order written, so the
 * whole block can be renumbered at a merge by changing them.
 */
const FIRST_SKILL_ID = 71;
const FIRST_TASK_ID = 220;

interface Grade7Skill extends Omit<AddedSkillDefinition, 'id' | 'grade' | 'tasks'> {
  tasks: TaskDefinition<never>[];
}

const SKILLS: Grade7Skill[] = [
  {
    strand: 'Number',
    name: 'Ordering, comparing and rounding rational numbers',
    description:
      'Order positive and negative fractions and decimals, find numbers between two numbers, and round decimals.',
    expectations: ['B1.3', 'B1.5', 'B1.6'],
    tasks: [orderRationalsTask, numberBetweenTask, roundDecimalsTask],
  },
  {
    strand: 'Number',
    name: 'Equivalent fractions, decimals and percents',
    description:
      'Simplify fractions, convert among fractions, decimals and percents, and increase or decrease by a percent mentally.',
    expectations: ['B1.4', 'B1.7', 'B2.2', 'B2.3'],
    tasks: [simplifyFractionsTask, convertFormsTask, percentChangeTask],
  },
  {
    strand: 'Number',
    name: 'Multiplying and dividing fractions and decimals',
    description:
      'Multiply and divide fractions by fractions and decimals by decimals, in context and working backwards.',
    expectations: ['B2.8', 'B2.9'],
    tasks: [multiplyDivideFractionsTask, multiplyDivideDecimalsTask, decimalPriceTask],
  },
  {
    strand: 'Number',
    name: 'Order of operations and proportional reasoning',
    description:
      'Evaluate multi-step expressions in the right order, tell proportional from non-proportional relationships, and solve rate and ratio problems.',
    expectations: ['B2.1', 'B2.10'],
    tasks: [orderOfOperationsTask, proportionalTableTask, proportionalReasoningTask],
  },
  {
    strand: 'Spatial Sense',
    name: 'Metric conversions for area and volume',
    description:
      'Convert units of area, volume and capacity, solve problems with mixed units, and model a garden bed from its size to its cost.',
    expectations: ['E2.1', 'E2.2'],
    // The garden bed is the grade's mathematical modelling task (C4): each level is one more step of the model.
    tasks: [convertAreaUnitsTask, convertVolumeUnitsTask, mixedUnitsProblemTask, gardenModelTask],
  },
];

let nextTaskId = FIRST_TASK_ID;
export const GRADE7_SKILLS: AddedSkillDefinition[] = SKILLS.map((skill, index) => ({
  ...skill,
  id: FIRST_SKILL_ID + index,
  grade: 7,
  tasks: skill.tasks.map((task) => ({ id: nextTaskId++, task })),
}));

/** Grade 7 tasks added to first-release skills: none; every Grade 7 addition is a skill of its own. */
export const GRADE7_TASKS: AddedTaskDefinition[] = [];
