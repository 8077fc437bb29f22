import type { StrandDefinition } from '../core/catalogue-types';
import { coordinateTask, missingAngleTask, pythagorasTask, solidTask } from './geometry.family';

export const grade8SpatialSense: StrandDefinition = {
  description:
    'Applying the Pythagorean theorem, finding the surface area and volume of cylinders and using very large and very small metric units, performing transformations on the Cartesian plane and in tessellations and scale models, and using angle properties.',
  skills: [
    {
      name: 'The Pythagorean theorem',
      description:
        'Use the Pythagorean theorem to find unknown side lengths in right triangles and solve problems.',
      expectations: ['E2.3'],
      tasks: [
        pythagorasTask('hyp', 'Find the hypotenuse', 'Use c² = a² + b².'),
        pythagorasTask('leg', 'Find a leg', 'Subtract squares to find a missing leg.'),
        pythagorasTask(
          'word',
          'Diagonal distances',
          'Apply the theorem to find a distance across a rectangle.',
        ),
      ],
    },
    {
      name: 'Surface area and volume of cylinders',
      // Also holds the metric-prefix task (E2.1), the grade's only measurement skill: see decision 031.
      description:
        'Determine the surface area and volume of cylinders and compare with prisms; convert very large and very small metric units (mega- to tera-, micro- to pico-) with powers of ten.',
      expectations: ['E2.4', 'E2.5'],
      tasks: [
        solidTask(['cylinder'], ['volume'], 'Volume of a cylinder', 'Use V = πr²h with π ≈ 3.14.'),
        solidTask(['cylinder'], ['surface'], 'Surface area of a cylinder', 'Use SA = 2πr² + 2πrh.'),
        solidTask(
          ['rectangular', 'triangular', 'cylinder'],
          ['volume', 'surface'],
          'Prisms and cylinders',
          'Find volume or surface area of a solid.',
        ),
      ],
    },
    {
      name: 'Transformations on the Cartesian plane',
      description:
        'Describe and perform translations, reflections, rotations and dilations on the Cartesian plane; find the transformations in tessellations; scale front, side and top views to a model (a dilation).',
      expectations: ['E1.3'],
      tasks: [
        coordinateTask(
          ['rotate-180', 'rotate-90'],
          'Rotations about the origin',
          'Rotate a point 90° or 180° about the origin.',
        ),
        coordinateTask(
          ['translate', 'reflect-x', 'reflect-y', 'rotate-180'],
          'Combine transformations',
          'Find an image after a transformation.',
        ),
        coordinateTask(
          ['dilate', 'rotate-90'],
          'Dilations and rotations',
          'Dilate or rotate a point about the origin.',
        ),
      ],
    },
    {
      name: 'Angle properties',
      description:
        'Use angle properties of intersecting lines, parallel lines and triangles to find unknown angles.',
      expectations: ['E1.2'],
      tasks: [
        missingAngleTask(
          ['opposite', 'parallel'],
          'Parallel lines and transversals',
          'Find angles formed by a transversal.',
        ),
        missingAngleTask(
          ['supplementary', 'triangle', 'parallel'],
          'Triangles and parallel lines',
          'Combine angle facts to find an angle.',
        ),
        missingAngleTask(
          ['complementary', 'supplementary', 'point', 'parallel'],
          'Angles around a point',
          'Use sums of 90°, 180° and 360°.',
        ),
      ],
    },
  ],
};
