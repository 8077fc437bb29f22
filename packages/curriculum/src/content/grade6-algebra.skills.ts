import type { StrandDefinition } from '../core/catalogue-types';
import { codeTraceTask, equationTask, evaluateTask, patternTask } from './algebra.family';
import { codeLoopTask, translateExpressionTask } from './extras.family';

export const grade6Algebra: StrandDefinition = {
  description:
    'Describing patterns that grow or shrink at a constant rate, working with variables and expressions, solving equations with several terms, and reading code.',
  skills: [
    {
      name: 'Linear growing patterns',
      description:
        'Identify and extend patterns that grow at a constant rate, determine pattern rules, and predict terms.',
      expectations: ['C1.1', 'C1.2', 'C1.3'],
      tasks: [
        patternTask('next', {}, 'Extend a pattern', 'Find a later term by continuing the pattern.'),
        patternTask('term', {}, 'Predict a term', 'Use the pattern rule to find a far term without listing.'),
        patternTask('rule', {}, 'Pattern rule', 'Choose the expression that gives term n.'),
      ],
    },
    {
      name: 'Variables and expressions',
      description:
        'Write algebraic expressions from words and evaluate them using whole numbers and decimal tenths.',
      expectations: ['C2.1', 'C2.2'],
      tasks: [
        evaluateTask(
          'tenths',
          'Evaluate expressions',
          'Substitute values, including decimal tenths, and evaluate.',
        ),
        translateExpressionTask(
          'choice',
          'Words to expressions',
          'Choose the expression that matches a description in words.',
        ),
        translateExpressionTask(
          'typed',
          'Write the expression',
          'Type the expression for a description in words.',
        ),
      ],
    },
    {
      name: 'Equations with several terms',
      description: 'Solve equations that involve multiple terms and whole numbers, such as 2x + 3x + 4 = 29.',
      expectations: ['C2.3'],
      tasks: [
        equationTask(
          'typed',
          ['multiTerm'],
          'Combine like terms, then solve',
          'Collect x-terms and solve for a whole-number x.',
        ),
        equationTask(
          'choice',
          ['multiTerm', 'whole'],
          'Pick the solution',
          'Choose the value of x that makes the equation true.',
        ),
        equationTask('typed', ['whole'], 'Two-step equations', 'Undo addition and multiplication to solve.'),
      ],
    },
    {
      name: 'Reading and altering code',
      description: 'Read and trace code with loops and conditions to predict its output.',
      expectations: ['C3.1', 'C3.2'],
      tasks: [
        codeTraceTask('Trace a loop', 'Predict the value printed after a repeat loop.'),
        codeLoopTask(
          'conditional',
          'Loops with conditions',
          'Trace a loop that does different things for even and odd counts.',
        ),
        codeLoopTask('accumulate', 'Running totals', 'Trace a loop that adds a growing amount each pass.'),
      ],
    },
  ],
};
