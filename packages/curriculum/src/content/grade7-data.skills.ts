import type { StrandDefinition } from '../core/catalogue-types';
import { circleGraphTask, probabilityTask } from './data.family';
import { misleadingGraphTask } from './extras.family';
import { dataChangeTask } from './grade7-data-change.family';
import { bestMeasureTask, spreadChangeTask } from './grade7-data-measures.family';

export const grade7Data: StrandDefinition = {
  description:
    'Reading and creating circle graphs, comparing data sets with measures of central tendency, spotting misleading graphs, and finding probabilities of independent events.',
  skills: [
    {
      name: 'Circle graphs',
      description:
        'Interpret circle graphs: find counts from percents, central angles, and missing percents.',
      expectations: ['D1.3', 'D1.4'],
      tasks: [
        circleGraphTask(['count'], 'How many chose it?', 'Use a percent of the total surveyed.'),
        circleGraphTask(['angle'], 'Central angles', 'Find the angle of a sector from its percent.'),
        circleGraphTask(
          ['percent', 'count'],
          'Missing percents',
          'Use the fact that the percents add to 100.',
        ),
      ],
    },
    {
      name: 'Comparing data sets',
      description:
        'Use mean, median, mode and range to describe and compare data sets, and choose the measure that fits.',
      expectations: ['D1.5', 'D1.6'],
      tasks: [
        dataChangeTask(
          'Centre of a data set',
          'Work out how adding or removing a value changes the mean and the median.',
        ),
        spreadChangeTask(
          'Spread and mode',
          'Work out how removing an outlier or adding values changes the median, the mode and the range.',
        ),
        bestMeasureTask(
          'Choose the measure',
          'Choose the measure that best describes data with an outlier or a skewed shape, and see how it changes.',
        ),
      ],
    },
    {
      name: 'Misleading graphs',
      description:
        'Recognize how a vertical axis that does not start at zero can mislead, and read the true values.',
      expectations: ['D1.6'],
      tasks: [
        misleadingGraphTask('difference', 'True difference', 'Read the real difference between two bars.'),
        misleadingGraphTask('looks', 'How big it looks', 'Compare the visible bar heights.'),
        misleadingGraphTask('actual', 'How big it really is', 'Choose the real ratio, not the visual one.'),
      ],
    },
    {
      name: 'Probability of independent events',
      description:
        'Determine the theoretical probability of two independent events, such as drawing with replacement.',
      expectations: ['D2.1', 'D2.2'],
      tasks: [
        probabilityTask(
          2,
          true,
          ['fraction'],
          'Two draws with replacement',
          'Multiply probabilities of independent events.',
        ),
        probabilityTask(
          2,
          true,
          ['decimal'],
          'Independent events as decimals',
          'Give the probability of two events as a decimal.',
        ),
        probabilityTask(
          2,
          true,
          ['percent'],
          'Independent events as percents',
          'Give the probability of two events as a percent.',
        ),
      ],
    },
  ],
};
