import type { StrandDefinition } from '../core/catalogue-types';
import { rateChangeTask } from './extras.family';
import { fractionChoiceTask, fractionTypedTask, fractionWordTask } from './fractions.family';
import { integerChainTask, integerSignChoiceTask } from './integers.family';
import { powerTask } from './number-theory.family';
import { scientificTask, squareRootTask } from './number.family';

export const grade8Number: StrandDefinition = {
  description:
    'Using scientific notation, classifying rational and irrational numbers, estimating square roots, and multiplying and dividing fractions and integers.',
  skills: [
    {
      name: 'Scientific notation',
      description: 'Represent and compare very large and very small numbers using scientific notation.',
      expectations: ['B1.1'],
      tasks: [
        scientificTask(
          'toScientific',
          'Write in scientific notation',
          'Choose the scientific notation for a number.',
        ),
        scientificTask(
          'toStandard',
          'Back to standard form',
          'Write a number given in scientific notation in standard form.',
        ),
        powerTask('Powers of whole numbers', 'Evaluate powers, the building block of scientific notation.'),
      ],
    },
    {
      name: 'Square roots and irrational numbers',
      description: 'Calculate and estimate square roots, and classify numbers as rational or irrational.',
      expectations: ['B1.2', 'B1.3'],
      tasks: [
        squareRootTask(
          'exact',
          'Square roots of perfect squares',
          'Find the square root of a perfect square.',
        ),
        squareRootTask(
          'between',
          'Estimate a square root',
          'Find the two whole numbers a square root lies between.',
        ),
        squareRootTask('classify', 'Rational or irrational?', 'Decide whether a square root is rational.'),
      ],
    },
    {
      name: 'Multiplying and dividing fractions',
      description: 'Multiply and divide fractions, including mixed numbers and negative fractions.',
      expectations: ['B2.7'],
      tasks: [
        fractionChoiceTask(
          ['×', '÷'],
          'Spot the product or quotient',
          'Choose the right result; beware of flipping the wrong fraction.',
        ),
        fractionTypedTask(['×', '÷'], 'Multiply and divide', 'Compute and give the answer in lowest terms.'),
        fractionWordTask('Fraction problems', 'Solve problems that multiply or divide fractions.'),
      ],
    },
    {
      name: 'Multiplying and dividing integers',
      description: 'Multiply and divide integers using the sign rules, in expressions and in context.',
      expectations: ['B2.8'],
      tasks: [
        integerSignChoiceTask(['×', '÷'], 'Sign rules', 'Choose the product or quotient of two integers.'),
        integerChainTask(
          'multiplicative',
          'Integer expressions',
          'Evaluate a chain of integer products and quotients.',
        ),
        rateChangeTask('Rates of change', 'Multiply a rate by a time to find a change in elevation.'),
      ],
    },
  ],
};
