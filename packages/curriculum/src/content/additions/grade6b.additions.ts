import type { AddedSkillDefinition, AddedTaskDefinition } from '../../core/catalogue-types';
import { compositeAreaTask } from '../grade6-composite-area.family';
import { chooseGraphTask, frequencyTableTask, histogramTask } from '../grade6-data-displays.family';
import { decimalPatternTask } from '../grade6-decimal-patterns.family';
import { goalFactorsTask } from '../grade6-goals.family';
import { metricTask, protractorTask, turnTask } from '../grade6-measurement.family';
import { twoEventsTask } from '../grade6-probability.family';

/**
 * Grade 6's second block of coverage additions (issue 20): ids are offsets from these two, so the lead can renumber
 * the block at a merge by changing them alone.
 */
export const FIRST_SKILL_ID = 79;
export const FIRST_TASK_ID = 249;

let nextTaskId = FIRST_TASK_ID;
/** The next task id: tasks are numbered in the order they are listed in this file, without gaps. */
const taskId = (): number => {
  nextTaskId += 1;
  return nextTaskId - 1;
};

/** First-release skill ids are fixed for ever (catalogue-ids.fixture.json). */
const LINEAR_PATTERNS_SKILL_ID = 5;
const PROBABILITY_SKILL_ID = 12;
const AREA_SKILL_ID = 14;
const SAVINGS_GOALS_SKILL_ID = 18;

/** Tasks added to Grade 6 skills of the first release. */
export const GRADE6B_TASKS: AddedTaskDefinition[] = [
  {
    id: taskId(),
    skillId: LINEAR_PATTERNS_SKILL_ID,
    task: decimalPatternTask(
      'Patterns with decimals',
      'Count on by decimal steps, multiply and divide by 10 and 100, find a far term and the term that reaches a value.',
    ),
  },
  {
    id: taskId(),
    skillId: PROBABILITY_SKILL_ID,
    task: twoEventsTask(
      'Two independent events',
      'Count the outcomes of two events, find the probability of both, and predict results of repeated trials.',
    ),
  },
  {
    id: taskId(),
    skillId: AREA_SKILL_ID,
    task: compositeAreaTask(
      'Areas of composite shapes',
      'Split L-shapes, a lawn with a patio and a wall with a gable into rectangles and triangles, and find a missing side from the area.',
    ),
  },
  {
    id: taskId(),
    skillId: SAVINGS_GOALS_SKILL_ID,
    task: goalFactorsTask(
      'Helps and obstacles on the way to a goal',
      'Tell what helps or gets in the way of a savings goal, and measure the effect of an extra job, an impulse buy, a budget and a habit.',
    ),
  },
];

export const GRADE6B_SKILLS: AddedSkillDefinition[] = [
  {
    id: FIRST_SKILL_ID,
    grade: 6,
    strand: 'Spatial Sense',
    name: 'Metric units and measuring angles',
    description:
      'Convert between metric units of length, mass and capacity, read and use both scales of a protractor up to 360°, and relate clockwise and counterclockwise turns.',
    expectations: ['E2.1', 'E2.2'],
    tasks: [
      {
        id: taskId(),
        task: metricTask(
          'Metric conversions',
          'Change mm, cm, m and km, g and kg, mL and L from one unit to another, in measures and in problems.',
        ),
      },
      {
        id: taskId(),
        task: protractorTask(
          'Reading a protractor',
          'Read the right scale of a protractor, measure between two arms and reflex angles, and mark a reflex angle to draw it.',
        ),
      },
      {
        id: taskId(),
        task: turnTask(
          'Clockwise and counterclockwise turns',
          'Turns on a clock face and a compass, and the same turn clockwise and counterclockwise.',
        ),
      },
    ],
  },
  {
    id: FIRST_SKILL_ID + 1,
    grade: 6,
    strand: 'Data',
    name: 'Frequency tables and choosing a graph',
    description:
      'Organize collected data in frequency tables with equal intervals, choose a bar graph, histogram or broken-line graph that suits the data, and read histograms.',
    expectations: ['D1.2', 'D1.3'],
    tasks: [
      {
        id: taskId(),
        task: frequencyTableTask(
          'Frequency tables with intervals',
          'Tally raw data into intervals, find the busiest interval, a missing frequency, the number of intervals and a percent.',
        ),
      },
      {
        id: taskId(),
        task: chooseGraphTask(
          'Choosing a graph',
          'Choose a bar graph, a histogram or a broken-line graph for a data set, say why, and pick interval widths.',
        ),
      },
      {
        id: taskId(),
        task: histogramTask(
          'Reading a histogram',
          'Read bars, totals and differences from a histogram, count values above a mark, and find the interval of the median.',
        ),
      },
    ],
  },
];
