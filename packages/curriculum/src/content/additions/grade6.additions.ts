import type { AddedSkillDefinition, AddedTaskDefinition } from '../../core/catalogue-types';
import { decimalAddSubtractTask, roundDecimalTask, shoppingDecimalsTask } from '../grade6-decimals.family';
import { fractionSumTask } from '../grade6-fractions.family';
import { grade6InequalityTask } from '../grade6-inequalities.family';
import { classTripModelTask } from '../grade6-modelling.family';
import { orderOfOperationsTask, rateTask, ratioTask } from '../grade6-ratios.family';
import { divisibleChoiceTask, missingDigitTask, primeFactorizationTask } from '../grade6-factors.family';
import { decimalByWholeTask, tenthsTask, wholeByFractionTask } from '../grade6-multiply-divide.family';

/** Ids of Grade 6's coverage additions are offsets from these two, so they can be renumbered at a merge. */
const FIRST_SKILL_ID = 63;
const FIRST_TASK_ID = 193;

let nextTaskId = FIRST_TASK_ID;
/** The next task id: tasks are numbered in the order they are listed below, without gaps. */
const taskId = (): number => {
  nextTaskId += 1;
  return nextTaskId - 1;
};

export const GRADE6_SKILLS: AddedSkillDefinition[] = [
  {
    id: FIRST_SKILL_ID,
    grade: 6,
    strand: 'Number',
    name: 'Rounding, adding and subtracting decimals and fractions',
    description:
      'Round decimal numbers to a place, add and subtract whole numbers and decimals, including money, and add and subtract fractions and mixed numbers.',
    expectations: ['B1.5', 'B2.4', 'B2.5'],
    tasks: [
      {
        id: taskId(),
        task: roundDecimalTask(
          'Rounding decimals',
          'Round a decimal number to the nearest whole, tenth or hundredth.',
        ),
      },
      {
        id: taskId(),
        task: decimalAddSubtractTask(
          'Adding and subtracting decimals',
          'Add and subtract decimals with different numbers of places, and work backwards.',
        ),
      },
      {
        id: taskId(),
        task: shoppingDecimalsTask(
          'Shopping with decimals',
          'Totals, change, estimates by rounding, and how much more is needed, with Ontario prices.',
        ),
      },
      {
        id: taskId(),
        task: fractionSumTask(
          'Adding and subtracting fractions',
          'Add and subtract fractions with like and unlike denominators, and mixed numbers.',
        ),
      },
    ],
  },
  {
    id: FIRST_SKILL_ID + 1,
    grade: 6,
    strand: 'Number',
    name: 'Divisibility rules and prime factors',
    description:
      'Use the divisibility rules for 2, 3, 4, 5, 6, 8, 9 and 10, and write composite numbers as products of primes.',
    expectations: ['B2.2', 'B2.6'],
    tasks: [
      {
        id: taskId(),
        task: divisibleChoiceTask(
          'Which number is divisible',
          'Choose the number that passes a divisibility rule.',
        ),
      },
      {
        id: taskId(),
        task: missingDigitTask(
          'The missing digit',
          'Find the digit that makes a number divisible by another.',
        ),
      },
      {
        id: taskId(),
        task: primeFactorizationTask(
          'Prime factorization',
          'Write a composite number as a product of primes with a factor tree, and work backwards.',
        ),
      },
    ],
  },
  {
    id: FIRST_SKILL_ID + 2,
    grade: 6,
    strand: 'Number',
    name: 'Multiplying and dividing with decimals and fractions',
    description:
      'Multiply and divide whole numbers by decimal tenths and by proper fractions, and divide decimals by whole numbers.',
    expectations: ['B2.7', 'B2.8', 'B2.9', 'B2.10', 'B2.11'],
    tasks: [
      {
        id: taskId(),
        task: tenthsTask(
          'Multiplying and dividing by tenths',
          'Multiply and divide whole numbers by decimal tenths.',
        ),
      },
      {
        id: taskId(),
        task: wholeByFractionTask(
          'Whole numbers and proper fractions',
          'Multiply and divide whole numbers by proper fractions, in numbers and in stories.',
        ),
      },
      {
        id: taskId(),
        task: decimalByWholeTask(
          'Dividing decimals by whole numbers',
          'Share decimals and money equally, and compare unit prices.',
        ),
      },
    ],
  },
  {
    id: FIRST_SKILL_ID + 3,
    grade: 6,
    strand: 'Number',
    name: 'Ratios, rates and multi-step problems',
    description:
      'Solve problems with equivalent ratios, unit rates and percents, use the order of operations, and model a class trip budget step by step.',
    expectations: ['B2.1', 'B2.12'],
    tasks: [
      {
        id: taskId(),
        task: ratioTask(
          'Equivalent ratios',
          'Find a missing term, scale a recipe and share a whole in a ratio.',
        ),
      },
      {
        id: taskId(),
        task: rateTask(
          'Rates and percents',
          'Unit prices, speeds, the better buy, a percent of a quantity and the price before a sale.',
        ),
      },
      {
        id: taskId(),
        task: orderOfOperationsTask(
          'Order of operations',
          'Evaluate expressions with brackets, and place the brackets that make a statement true.',
        ),
      },
      {
        id: taskId(),
        task: classTripModelTask(
          'Modelling a class trip budget',
          'Plan a class trip step by step: admissions, the bus, lunch with HST, each student’s share and a bake sale.',
        ),
      },
    ],
  },
];

/** First-release skill ids are fixed for ever (catalogue-ids.fixture.json): Grade 6 "Equations with several terms". */
const EQUATIONS_SKILL_ID = 7;

/** Tasks added to Grade 6 skills of the first release. */
export const GRADE6_TASKS: AddedTaskDefinition[] = [
  {
    id: taskId(),
    skillId: EQUATIONS_SKILL_ID,
    task: grade6InequalityTask(
      'Solving inequalities',
      'Solve inequalities with one and two operations, and match a solution set to its number line.',
    ),
  },
];
