import type { StrandDefinition } from '../core/catalogue-types';
import { circleMeasureTask, coordinateTask, missingAngleTask, solidTask } from './geometry.family';

export const grade7SpatialSense: StrandDefinition = {
  description:
    'Finding the circumference and area of circles, the volume and surface area of prisms and cylinders, performing transformations, and using angle relationships.',
  skills: [
    {
      name: 'Circumference and area of circles',
      description:
        'Use the relationships among radius, diameter and circumference, and the formula for the area of a circle.',
      expectations: ['E2.4', 'E2.5'],
      tasks: [
        circleMeasureTask(['circumference'], 'Circumference', 'Find the distance around a circle.'),
        circleMeasureTask(
          ['area'],
          'Area of a circle',
          'Find the area of a circle from its radius or diameter.',
        ),
        circleMeasureTask(
          ['circumference', 'area'],
          'Circle measures',
          'Find the requested measure of a circle.',
        ),
      ],
    },
    {
      name: 'Surface area and volume of prisms and cylinders',
      description: 'Determine the surface area and volume of right prisms and cylinders.',
      expectations: ['E2.6', 'E2.7'],
      tasks: [
        solidTask(
          ['rectangular', 'triangular'],
          ['volume'],
          'Volume of prisms',
          'Multiply the base area by the length.',
        ),
        solidTask(['cylinder'], ['volume'], 'Volume of a cylinder', 'Use V = πr²h.'),
        solidTask(
          ['cylinder'],
          ['surface'],
          'Surface area of a cylinder',
          'Add two circles and the curved rectangle.',
        ),
      ],
    },
    {
      name: 'Translations, reflections and dilations',
      description: 'Perform and describe translations, reflections and dilations on the Cartesian plane.',
      expectations: ['E1.4'],
      tasks: [
        coordinateTask(['translate'], 'Translations', 'Find the image of a point after a translation.'),
        coordinateTask(['reflect-x', 'reflect-y'], 'Reflections', 'Reflect a point in the x-axis or y-axis.'),
        coordinateTask(['dilate'], 'Dilations', 'Dilate a point from the origin by a scale factor.'),
      ],
    },
    {
      name: 'Angle relationships',
      description:
        'Use complementary, supplementary, opposite and parallel-line angle relationships to find unknown angles.',
      expectations: ['E1.2'],
      tasks: [
        missingAngleTask(
          ['complementary', 'supplementary', 'opposite'],
          'Complementary and supplementary',
          'Find angles that add to 90° or 180°.',
        ),
        missingAngleTask(
          ['opposite', 'parallel'],
          'Parallel lines',
          'Use alternate, corresponding and co-interior angles.',
        ),
        missingAngleTask(
          ['supplementary', 'triangle', 'point', 'parallel'],
          'Several relationships',
          'Choose the relationship that finds the angle.',
        ),
      ],
    },
  ],
};
