import type { StrandDefinition } from '../core/catalogue-types';
import { areaTask, coordinateTask, missingAngleTask, solidTask } from './geometry.family';

export const grade6SpatialSense: StrandDefinition = {
  description:
    'Measuring and finding angles, finding the area of quadrilaterals, the surface area of prisms, and locating points on the Cartesian plane.',
  skills: [
    {
      name: 'Angles and angle relationships',
      description:
        'Use angle properties (right, straight, opposite and triangle angles) to find unknown angles.',
      expectations: ['E2.3', 'E2.4'],
      tasks: [
        missingAngleTask(
          ['complementary', 'supplementary'],
          'Right and straight angles',
          'Find a missing angle that completes 90° or 180°.',
        ),
        missingAngleTask(
          ['supplementary', 'opposite', 'triangle'],
          'Crossing lines and triangles',
          'Use opposite angles and the triangle sum.',
        ),
        missingAngleTask(
          ['complementary', 'supplementary', 'triangle', 'point'],
          'Angles around a point',
          'Find missing angles around a point and in triangles.',
        ),
      ],
    },
    {
      name: 'Area of quadrilaterals',
      description:
        'Determine the area of parallelograms, trapezoids and rectangles using formulas, and distinguish area from perimeter.',
      expectations: ['E2.5'],
      tasks: [
        areaTask(
          ['rectangle', 'parallelogram', 'trapezoid'],
          ['area'],
          'typed',
          'Area from the formula',
          'Find the area of a quadrilateral from its diagram.',
        ),
        areaTask(
          ['rectangle', 'parallelogram'],
          ['area'],
          'choice',
          'Area, not perimeter',
          'Choose the area; do not add the side lengths.',
        ),
        areaTask(
          ['rectangle', 'parallelogram', 'trapezoid'],
          ['area', 'perimeter'],
          'typed',
          'Area and perimeter',
          'Find the requested area or perimeter.',
        ),
      ],
    },
    {
      name: 'Surface area and volume of prisms',
      description:
        'Determine the surface area of prisms from their nets and the volume of rectangular and triangular prisms.',
      expectations: ['E1.1', 'E2.6'],
      tasks: [
        solidTask(
          ['rectangular'],
          ['surface'],
          'Surface area of a box',
          'Add the areas of the six faces of a rectangular prism.',
        ),
        solidTask(
          ['rectangular', 'triangular'],
          ['surface'],
          'Surface area from nets',
          'Find the surface area of rectangular and triangular prisms.',
        ),
        solidTask(
          ['rectangular', 'triangular'],
          ['volume'],
          'Volume of prisms',
          'Use base area times height.',
        ),
      ],
    },
    {
      name: 'The Cartesian plane',
      description:
        'Plot and read coordinates in all four quadrants and describe translations and reflections of points.',
      expectations: ['E1.3', 'E1.4'],
      tasks: [
        coordinateTask(['read'], 'Read coordinates', 'Give the coordinates of a plotted point.'),
        coordinateTask(['translate'], 'Translate a point', 'Find the image of a point after a translation.'),
        coordinateTask(
          ['reflect-x', 'reflect-y'],
          'Reflect a point',
          'Find the image of a point reflected in an axis.',
        ),
      ],
    },
  ],
};
