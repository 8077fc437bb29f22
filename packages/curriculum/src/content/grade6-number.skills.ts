import type { StrandDefinition } from '../core/catalogue-types';
import { expandedFormTask } from './number-theory.family';
import { compareTask, convertTask, numberLineTask, percentOfTask, wholeNumberTask } from './number.family';

export const grade6Number: StrandDefinition = {
  description:
    'Reading and representing whole numbers to one million and integers, comparing fractions, decimals and percents, and using mental math with percents.',
  skills: [
    {
      name: 'Whole numbers up to one million',
      description:
        'Read, represent, compose and decompose whole numbers up to and including one million, using place value and rounding.',
      expectations: ['B1.1'],
      tasks: [
        wholeNumberTask(
          'value',
          'Value of a digit',
          'Choose the value of a digit in a number up to one million.',
        ),
        wholeNumberTask(
          'round',
          'Rounding whole numbers',
          'Round whole numbers to a given place, including carries.',
        ),
        expandedFormTask(
          'Composing numbers',
          'Write a number given in expanded form in standard form.',
          [4, 5, 6, 6, 6],
        ),
      ],
    },
    {
      name: 'Integers on number lines',
      description:
        'Read and represent integers, including on horizontal number lines, and compare and order them.',
      expectations: ['B1.2', 'B1.3'],
      tasks: [
        numberLineTask(
          'Read a number line',
          'Find the number a point shows on a number line with negative values.',
        ),
        compareTask(['integer'], 'Least or greatest integer', 'Pick the least or greatest of four integers.'),
        compareTask(
          ['integer', 'decimal'],
          'Integers and decimals',
          'Compare integers with decimal numbers.',
        ),
      ],
    },
    {
      name: 'Fractions, decimals and percents',
      description:
        'Show equivalences among fractions, decimal numbers up to thousandths, and whole number percents, and compare them.',
      expectations: ['B1.3', 'B1.6'],
      tasks: [
        convertTask(
          [['fraction', 'decimal']],
          'Fraction to decimal',
          'Write a fraction as a decimal number.',
        ),
        convertTask(
          [
            ['decimal', 'percent'],
            ['fraction', 'percent'],
          ],
          'To a percent',
          'Write a fraction or decimal as a percent.',
        ),
        compareTask(
          ['decimal', 'fraction', 'integer'],
          'Compare fractions and decimals',
          'Choose the least or greatest of fractions and decimals.',
        ),
      ],
    },
    {
      name: 'Mental math with percents',
      description: 'Use mental math strategies to calculate 1%, 5%, 10%, 15%, 25% and 50% of whole numbers.',
      expectations: ['B2.3'],
      tasks: [
        percentOfTask(
          [10, 50, 25, 1, 5, 15],
          ['of'],
          'choice',
          'Pick the percent',
          'Choose the percent of a number; avoid dividing by the percent.',
        ),
        percentOfTask(
          [50, 10, 25, 5, 1, 15],
          ['of'],
          'typed',
          'Percent of a number',
          'Calculate a benchmark percent of a whole number.',
        ),
        percentOfTask(
          [10, 5, 15, 25, 1, 50],
          ['of'],
          'typed',
          'Build percents from 10%',
          'Use 10% and 5% to find 15% and other percents.',
        ),
      ],
    },
  ],
};
