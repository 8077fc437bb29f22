import type { StrandDefinition } from '../core/catalogue-types';
import { probabilityTask } from './data.family';
import { compareSetsTask, consistencyTask, frequencyTableTask } from './grade8-measures.family';
import { scatterTask } from './extras.family';

export const grade8Data: StrandDefinition = {
  description:
    'Creating and reading scatter plots and trends, analysing data sets, and finding probabilities of independent and dependent events.',
  skills: [
    {
      name: 'Scatter plots and trends',
      description:
        'Describe the direction of a trend in a scatter plot and make predictions from a line of best fit.',
      expectations: ['D1.3', 'D1.5'],
      tasks: [
        scatterTask(
          'trend',
          'Direction of a trend',
          'Decide whether a scatter plot shows a positive, negative or no correlation.',
        ),
        scatterTask(
          'predict',
          'Predict with a line of best fit',
          'Substitute into the equation of a line of best fit.',
        ),
        scatterTask(
          'trend',
          'Read the relationship',
          'Describe the relationship shown by more scattered data.',
        ),
      ],
    },
    {
      name: 'Analysing data sets',
      description:
        'Use mean, median, mode and range with frequency tables and grouped data, and to compare two data sets.',
      expectations: ['D1.5'],
      tasks: [
        frequencyTableTask(
          'Mean and median',
          'Find the mode, median and mean from a frequency table, and estimate the mean of grouped data.',
        ),
        consistencyTask(
          'Range and mean',
          'Compare two classes’ scores: equal means with different ranges, the mean of both together, and a missing score.',
        ),
        compareSetsTask(
          'Measures of a data set',
          'Compare two data sets by their means, medians and ranges, and see how one high value pulls the mean.',
        ),
      ],
    },
    {
      name: 'Independent events',
      description: 'Determine the theoretical probability of two independent events.',
      expectations: ['D2.1', 'D2.2'],
      tasks: [
        probabilityTask(
          2,
          true,
          ['fraction'],
          'With replacement',
          'Multiply probabilities when the first draw is replaced.',
        ),
        probabilityTask(
          2,
          true,
          ['decimal', 'percent'],
          'Decimals and percents',
          'Give the probability of two events as a decimal or percent.',
        ),
        probabilityTask(1, true, ['fraction'], 'Single event warm-up', 'Find the probability of one draw.'),
      ],
    },
    {
      name: 'Dependent events',
      description: 'Determine the probability of two dependent events, such as drawing without replacement.',
      expectations: ['D2.1', 'D2.2'],
      tasks: [
        probabilityTask(
          2,
          false,
          ['fraction'],
          'Without replacement',
          'Update the counts before the second draw.',
        ),
        probabilityTask(
          2,
          false,
          ['fraction'],
          'Same colour twice',
          'Find the probability of two draws without replacement.',
          'same-colour',
        ),
        probabilityTask(
          2,
          false,
          ['fraction'],
          'Dependent events in context',
          'Compare a draw without replacement to one with.',
          'socks',
        ),
      ],
    },
  ],
};
