import type { StrandDefinition } from '../core/catalogue-types';
import { fractionAddSubWordTask } from './fraction-word.family';
import { fractionChoiceTask, fractionTypedTask } from './fractions.family';
import { integerChainTask, integerSignChoiceTask, temperatureTask } from './integers.family';
import { expandedFormTask, factorTask, powerTask } from './number-theory.family';
import { squareRootTask } from './number.family';

export const grade7Number: StrandDefinition = {
  description:
    'Representing whole numbers to one billion with powers of ten, operating with integers and fractions, and using factors and multiples.',
  skills: [
    {
      name: 'Powers, perfect squares and expanded form',
      description:
        'Represent whole numbers up to one billion in expanded form using powers of ten, evaluate powers, and find square roots of perfect squares.',
      expectations: ['B1.1', 'B1.2', 'B2.7'],
      tasks: [
        expandedFormTask(
          'From expanded form to standard form',
          'Write a number given as a sum of digits times powers of ten.',
        ),
        powerTask('Evaluate a power', 'Choose the value of a whole-number base raised to an exponent.'),
        squareRootTask('exact', 'Perfect squares', 'Find the square root of a perfect square.'),
      ],
    },
    {
      name: 'Adding and subtracting integers',
      description:
        'Add and subtract positive and negative integers, including in temperature and elevation contexts.',
      expectations: ['B2.4'],
      tasks: [
        integerSignChoiceTask(
          ['+', '-'],
          'One integer operation',
          'Pick the result of adding or subtracting two integers.',
        ),
        integerChainTask(
          'additive',
          'Integer expressions',
          'Evaluate a chain of integer additions and subtractions.',
        ),
        temperatureTask('Temperature changes', 'Track a temperature that rises and falls below zero.'),
      ],
    },
    {
      name: 'Adding and subtracting fractions',
      description:
        'Add and subtract fractions and mixed numbers with unlike denominators by creating equivalent fractions.',
      expectations: ['B2.5'],
      tasks: [
        fractionChoiceTask(
          ['+', '-'],
          'Spot the correct sum or difference',
          'Choose the right result; watch for adding denominators.',
        ),
        fractionTypedTask(
          ['+', '-'],
          'Compute with fractions',
          'Add or subtract fractions and give the answer in lowest terms.',
        ),
        fractionAddSubWordTask(
          'Fraction word problems',
          'Add and subtract fractions and mixed numbers in everyday measures, up to two-step problems.',
        ),
      ],
    },
    {
      name: 'Greatest common factor and lowest common multiple',
      description:
        'Determine the greatest common factor of whole numbers up to 144 and the lowest common multiple of two or three numbers.',
      expectations: ['B2.6'],
      tasks: [
        factorTask(
          'gcf',
          'choice',
          'Greatest common factor',
          'Choose the greatest common factor; do not confuse it with the LCM.',
        ),
        factorTask(
          'lcm',
          'typed',
          'Lowest common multiple',
          'Find the lowest common multiple of two or three numbers.',
        ),
        factorTask(
          'lcm',
          'word',
          'Factors and multiples in context',
          'Use common multiples to find when repeating events line up.',
        ),
      ],
    },
  ],
};
