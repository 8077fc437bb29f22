import type { StrandDefinition } from '../core/catalogue-types';
import { binomialTask, equationTask, evaluateTask, inequalityTask, patternTask } from './algebra.family';

export const grade8Algebra: StrandDefinition = {
  description:
    'Comparing linear growing and shrinking patterns, adding and subtracting monomials and binomials, and solving multi-step equations and inequalities.',
  skills: [
    {
      name: 'Linear growing and shrinking patterns',
      description: 'Determine rules and terms of linear patterns that grow or shrink at a constant rate.',
      expectations: ['C1.1', 'C1.3'],
      tasks: [
        patternTask(
          'next',
          { shrinking: true },
          'Continue the pattern',
          'Find a later term of a growing or shrinking pattern.',
        ),
        patternTask('term', { shrinking: true }, 'Term n of a pattern', 'Use the rule to find a far term.'),
        patternTask('rule', { shrinking: true }, 'General term', 'Choose the expression for term n.'),
      ],
    },
    {
      name: 'Monomials and binomials',
      description:
        'Add and subtract monomials and binomials of degree 1, and evaluate algebraic expressions.',
      expectations: ['C2.2', 'C2.3'],
      tasks: [
        binomialTask(
          'typed',
          'Simplify sums and differences',
          'Add or subtract binomials and collect like terms.',
        ),
        binomialTask('choice', 'Distribute the minus sign', 'Choose the simplified expression.'),
        evaluateTask('integers', 'Evaluate expressions', 'Substitute integers into an expression.'),
      ],
    },
    {
      name: 'Multi-step equations',
      description: 'Solve equations that need several steps, including brackets and variables on both sides.',
      expectations: ['C2.4'],
      tasks: [
        equationTask(
          'typed',
          ['brackets', 'bothSides'],
          'Solve multi-step equations',
          'Expand, collect and solve.',
        ),
        equationTask(
          'choice',
          ['brackets'],
          'Equations with brackets',
          'Choose the solution of an equation with brackets.',
        ),
        equationTask(
          'typed',
          ['bothSides', 'decimal'],
          'Variables on both sides',
          'Collect x-terms on one side and solve.',
        ),
      ],
    },
    {
      name: 'Multi-step inequalities',
      description:
        'Solve inequalities, reversing the sign when multiplying or dividing by a negative number.',
      expectations: ['C2.5'],
      tasks: [
        inequalityTask(
          'typed',
          8,
          'multiStep',
          'Solve inequalities',
          'Type the solution of an inequality with integers.',
        ),
        inequalityTask(
          'choice',
          8,
          'multiStep',
          'Reverse the sign',
          'Choose the solution; watch for negative coefficients.',
        ),
        inequalityTask(
          'typed',
          8,
          'twoStep',
          'Two-step inequalities',
          'Solve a two-step inequality with a negative coefficient of x.',
        ),
      ],
    },
  ],
};
