import type { StrandDefinition } from '../core/catalogue-types';
import { equationTask, evaluateTask, inequalityTask, patternTask } from './algebra.family';
import { translateExpressionTask } from './extras.family';

export const grade7Algebra: StrandDefinition = {
  description:
    'Extending patterns with decimal terms, evaluating expressions with integers, and solving equations and inequalities with several terms.',
  skills: [
    {
      name: 'Patterns with decimal terms',
      description: 'Extend linear patterns whose terms are decimal numbers and write their rules.',
      expectations: ['C1.1', 'C1.3'],
      tasks: [
        patternTask(
          'next',
          { decimals: true },
          'Continue a decimal pattern',
          'Find a later term of a pattern with decimal terms.',
        ),
        patternTask('term', { decimals: true }, 'Far terms', 'Use the constant change to find term n.'),
        patternTask('rule', {}, 'Write the rule', 'Choose the expression for term n.'),
      ],
    },
    {
      name: 'Algebraic expressions with integers',
      description: 'Write and evaluate algebraic expressions that involve integers.',
      expectations: ['C2.1', 'C2.2'],
      tasks: [
        evaluateTask(
          'integers',
          'Substitute integers',
          'Evaluate an expression for positive and negative values.',
        ),
        translateExpressionTask(
          'choice',
          'From words to algebra',
          'Choose the expression for a description.',
        ),
        translateExpressionTask(
          'typed',
          'Write and simplify',
          'Type a simplified expression for a description.',
        ),
      ],
    },
    {
      name: 'Equations with decimals and variables on both sides',
      description:
        'Solve equations with multiple terms, integers and decimal numbers, such as 2x + 5 = 3x - 1.',
      expectations: ['C2.4'],
      tasks: [
        equationTask(
          'typed',
          ['decimal', 'bothSides'],
          'Solve the equation',
          'Solve equations with decimals or x on both sides.',
        ),
        equationTask(
          'choice',
          ['bothSides'],
          'Check a solution',
          'Choose the solution of an equation with x on both sides.',
        ),
        equationTask(
          'typed',
          ['decimal'],
          'Decimal coefficients',
          'Solve equations with decimal coefficients.',
        ),
      ],
    },
    {
      name: 'Inequalities',
      description:
        'Solve inequalities with several terms and whole numbers by collecting like terms, and check the solution.',
      expectations: ['C2.5'],
      tasks: [
        inequalityTask(
          'typed',
          7,
          'plain',
          'Solve an inequality',
          'Collect like terms, then type the solution of an inequality with whole numbers.',
        ),
        inequalityTask(
          'choice',
          7,
          'plain',
          'Pick the solution set',
          'Collect like terms and choose the solution.',
        ),
        inequalityTask(
          'typed',
          7,
          'taken',
          'Inequalities with negatives',
          'Collect like terms when some are taken away, then solve.',
        ),
      ],
    },
  ],
};
