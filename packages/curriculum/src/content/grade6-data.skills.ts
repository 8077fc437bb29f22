import type { StrandDefinition } from '../core/catalogue-types';
import { graphReadingTask, probabilityTask, statsTask } from './data.family';
import { dataTypeTask } from './extras.family';

export const grade6Data: StrandDefinition = {
  description:
    'Sorting qualitative, discrete and continuous data, reading bar and broken-line graphs, using mean, median, mode and range, and expressing probability.',
  skills: [
    {
      name: 'Qualitative, discrete and continuous data',
      description:
        'Sort data as qualitative or quantitative, and quantitative data as discrete or continuous.',
      expectations: ['D1.1'],
      tasks: [
        dataTypeTask('continuous', 'Continuous data', 'Pick the data that is measured rather than counted.'),
        dataTypeTask('discrete', 'Discrete data', 'Pick the data that is counted in whole steps.'),
        dataTypeTask('qualitative', 'Qualitative data', 'Pick the data that is a category, not a quantity.'),
      ],
    },
    {
      name: 'Broken-line graphs',
      description: 'Read and interpret broken-line graphs and bar graphs, including changes over time.',
      expectations: ['D1.3', 'D1.4'],
      tasks: [
        graphReadingTask(
          'line',
          'Read a broken-line graph',
          'Read values and changes from a broken-line graph.',
        ),
        graphReadingTask('bar', 'Read a bar graph', 'Read and compare values on a bar graph.'),
        graphReadingTask('line', 'Changes over time', 'Describe how a quantity changes between two months.'),
      ],
    },
    {
      name: 'Mean, median, mode and range',
      description:
        'Determine the mean, median, mode and range of a set of data and choose the appropriate measure.',
      expectations: ['D1.5'],
      tasks: [
        statsTask(['mean'], 'typed', 'Mean', 'Find the mean (average) of a data set.'),
        statsTask(
          ['median', 'mode'],
          'choice',
          'Median and mode',
          'Choose the median or mode; remember to order the data first.',
        ),
        statsTask(
          ['range', 'median', 'mean'],
          'typed',
          'Measures of a data set',
          'Calculate a requested measure of a data set.',
        ),
      ],
    },
    {
      name: 'Probability as a fraction, decimal or percent',
      description:
        'Express the probability of an event as a fraction, a decimal and a percent, from 0 (impossible) to 1 (certain).',
      expectations: ['D2.1', 'D2.2'],
      tasks: [
        probabilityTask(
          1,
          true,
          ['fraction'],
          'Probability as a fraction',
          'Find the probability of picking a colour.',
        ),
        probabilityTask(
          1,
          true,
          ['decimal'],
          'Probability as a decimal',
          'Express a probability as a decimal.',
        ),
        probabilityTask(
          1,
          true,
          ['percent'],
          'Probability as a percent',
          'Express a probability as a percent.',
        ),
      ],
    },
  ],
};
