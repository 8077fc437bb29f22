/**
 * Grade 7 E1.1: describing and classifying prisms, pyramids and cylinders by their properties: faces, edges and
 * vertices; names from a description; planes of symmetry and rotational symmetry. Every prism and pyramid here is
 * right, with a regular polygon as its base unless the question says otherwise.
 */
import type { Rng } from '../core/rng';
import { defineTask } from '../core/task';

const POLYGONS: Record<number, string> = {
  3: 'triangular',
  4: 'square',
  5: 'pentagonal',
  6: 'hexagonal',
  7: 'heptagonal',
  8: 'octagonal',
  9: 'nonagonal',
  10: 'decagonal',
};
const SHAPES: Record<number, string> = {
  3: 'triangle',
  4: 'square',
  5: 'pentagon',
  6: 'hexagon',
  7: 'heptagon',
  8: 'octagon',
  9: 'nonagon',
  10: 'decagon',
};

type Solid = 'prism' | 'pyramid';

/** Things a student might hold that have the solid's shape (the shape is stated; the object only sets the scene). */
const OBJECTS = [
  'a candle',
  'a glass paperweight',
  'a wooden block',
  'a gift box',
  'a model made of straws and clay',
  'an eraser',
];
type Part = 'faces' | 'edges' | 'vertices';

/** Faces, edges and vertices of a prism or pyramid whose base has n sides. */
function countOf(solid: Solid, n: number, part: Part): number {
  if (solid === 'prism') return part === 'faces' ? n + 2 : part === 'edges' ? 3 * n : 2 * n;
  return part === 'faces' ? n + 1 : part === 'edges' ? 2 * n : n + 1;
}

/** "a" or "an" before a word: an octagon, a hexagon. */
const an = (word: string): string => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;

const cap = (t: string): string => `${t[0]!.toUpperCase()}${t.slice(1)}`;

const solidName = (solid: Solid, n: number): string =>
  solid === 'prism' ? `${POLYGONS[n]} prism` : n === 4 ? 'square-based pyramid' : `${POLYGONS[n]} pyramid`;

// ---------------------------------------------------------------------------------------------------------------
// Faces, edges and vertices

type CountKind = 'small' | 'pyramid' | 'anyBase' | 'baseFromCount' | 'countFromCount';
const COUNT_ORDER: CountKind[] = ['small', 'pyramid', 'anyBase', 'baseFromCount', 'countFromCount'];

interface CountParams {
  kind: CountKind;
  solid: Solid;
  n: number;
  /** The part asked for, and (baseFromCount, countFromCount) the part given. */
  asked: Part;
  given: Part;
}

function solveCount(p: CountParams): string {
  return p.kind === 'baseFromCount' ? String(p.n) : String(countOf(p.solid, p.n, p.asked));
}

function buildCount(rng: Rng, kind: CountKind): CountParams {
  const parts: Part[] = ['faces', 'edges', 'vertices'];
  switch (kind) {
    case 'small':
      return { kind, solid: 'prism', n: rng.pick([3, 4]), asked: rng.pick(parts), given: 'faces' };
    case 'pyramid':
      return { kind, solid: 'pyramid', n: rng.int(3, 6), asked: rng.pick(parts), given: 'faces' };
    case 'anyBase':
      return {
        kind,
        solid: rng.pick(['prism', 'pyramid'] as Solid[]),
        n: rng.int(5, 10),
        asked: rng.pick(parts),
        given: 'faces',
      };
    case 'baseFromCount':
      return {
        kind,
        solid: rng.pick(['prism', 'pyramid'] as Solid[]),
        n: rng.int(5, 10),
        asked: 'faces',
        given: rng.pick(parts),
      };
    case 'countFromCount': {
      const given = rng.pick(parts);
      const solid = rng.pick(['prism', 'pyramid'] as Solid[]);
      let asked = rng.pick(parts.filter((p) => p !== given));
      // A pyramid has as many faces as vertices, so from one of those ask for its edges.
      if (solid === 'pyramid' && given !== 'edges') asked = 'edges';
      return { kind, solid, n: rng.int(5, 10), asked, given };
    }
  }
}

const RULES: Record<Solid, string> = {
  prism:
    'a prism with an $n$-sided base has $n + 2$ faces (two bases and $n$ rectangles), $3n$ edges ($n$ on each base and $n$ joining them) and $2n$ vertices ($n$ on each base)',
  pyramid:
    'a pyramid with an $n$-sided base has $n + 1$ faces (the base and $n$ triangles), $2n$ edges ($n$ on the base and $n$ up to the apex) and $n + 1$ vertices ($n$ on the base and the apex)',
};

export const solidCountsTask = defineTask<CountParams>({
  name: 'Faces, edges and vertices',
  description:
    'Count the faces, edges and vertices of prisms and pyramids, and work back from a count to the shape of the base.',
  build(rng, level) {
    const params = buildCount(rng, COUNT_ORDER[level - 1] as CountKind);
    const answer = solveCount(params);
    const { solid, n, asked, given } = params;
    const name = solidName(solid, n);
    const formula = (part: Part): string =>
      solid === 'prism'
        ? part === 'faces'
          ? `${n} + 2 = ${n + 2}`
          : part === 'edges'
            ? `3 × ${n} = ${3 * n}`
            : `2 × ${n} = ${2 * n}`
        : part === 'faces'
          ? `${n} + 1 = ${n + 1}`
          : part === 'edges'
            ? `2 × ${n} = ${2 * n}`
            : `${n} + 1 = ${n + 1}`;
    if (params.kind === 'baseFromCount' || params.kind === 'countFromCount') {
      const g = countOf(solid, n, given);
      const undo =
        solid === 'prism'
          ? given === 'faces'
            ? `${g} − 2 = ${n}`
            : given === 'edges'
              ? `${g} ÷ 3 = ${n}`
              : `${g} ÷ 2 = ${n}`
          : given === 'edges'
            ? `${g} ÷ 2 = ${n}`
            : `${g} − 1 = ${n}`;
      const title =
        params.kind === 'baseFromCount'
          ? `A ${solid} has ${g} ${given}. How many sides does its base have?`
          : `A ${solid} has ${g} ${given}. How many ${asked} does it have?`;
      return {
        params,
        title,
        description: `The class’s display of solids has ${rng.pick(OBJECTS)} with this shape.`,
        answer,
        answerKind: 'number',
        explanation:
          params.kind === 'baseFromCount'
            ? `In general, ${RULES[solid]}. Here ${g} ${given}: ${undo}. Its base has ${answer} sides, so it is ${an(name)}.`
            : `In general, ${RULES[solid]}. From ${g} ${given}: ${undo} sides on the base, so it is ${an(name)}. Then its ${asked}: ${formula(asked)}. It has ${answer} ${asked}.`,
        hints: [
          `Write how the number of ${given} of a ${solid} depends on the number of sides of its base, and work backwards.`,
        ],
        misconceptions: [],
        lintFacts: { answerIsCount: true },
      };
    }
    return {
      params,
      title: `How many ${asked} does ${an(name)} have?`,
      description: `${cap(rng.pick(OBJECTS))} is shaped like ${an(name)}.${n === 4 && solid === 'prism' ? ' Its two bases are squares and its other faces are rectangles.' : ''}`,
      answer,
      answerKind: 'number',
      explanation: `${cap(an(name))} has a base with ${n} sides (${an(SHAPES[n] as string)}). In general, ${RULES[solid]}. So ${an(name)} has ${formula(asked)} ${asked}.`,
      hints: [
        solid === 'prism'
          ? `Picture the two ${SHAPES[n]} bases and the rectangles joining them.`
          : `Picture the ${SHAPES[n]} base and the triangles meeting at the apex.`,
      ],
      misconceptions:
        asked === 'edges'
          ? [
              {
                answer: String(countOf(solid, n, 'vertices')),
                hint: 'That counts the corners (vertices); edges are where two faces meet.',
              },
            ]
          : [],
      lintFacts: { answerIsCount: true },
    };
  },
  solve: solveCount,
  complexity: (p) => COUNT_ORDER.indexOf(p.kind) + 1 + p.n / 20,
});

// ---------------------------------------------------------------------------------------------------------------
// Naming and classifying

type NameKind = 'family' | 'fullName' | 'fromCounts' | 'fromNet' | 'fromSymmetry';
const NAME_ORDER: NameKind[] = ['family', 'fullName', 'fromCounts', 'fromNet', 'fromSymmetry'];

interface NameParams {
  kind: NameKind;
  /** 'cylinder' or a prism/pyramid with an n-sided base. */
  solid: Solid | 'cylinder';
  n: number;
}

function solveName(p: NameParams): string {
  if (p.kind === 'family') return p.solid === 'cylinder' ? 'circular cylinder' : p.solid;
  if (p.solid === 'cylinder') return 'circular cylinder';
  return solidName(p.solid, p.n);
}

export const classifySolidTask = defineTask<NameParams>({
  name: 'Naming prisms, pyramids and cylinders',
  description:
    'Classify a solid as a prism, pyramid or cylinder, and name it from its faces, its counts, its net or its symmetry.',
  build(rng, level) {
    const kind = NAME_ORDER[level - 1] as NameKind;
    const solid =
      kind === 'family'
        ? rng.pick(['prism', 'pyramid', 'cylinder'] as const)
        : rng.pick(['prism', 'pyramid'] as const);
    const n = rng.int(3, 8);
    const params: NameParams = { kind, solid, n };
    const answer = solveName(params);
    const other: Solid = solid === 'prism' ? 'pyramid' : 'prism';
    const nameChoices = (): string[] =>
      solid === 'cylinder'
        ? []
        : [
            solidName(other, n),
            solidName(solid, n === 8 ? 7 : n + 1),
            solidName(solid, n === 3 ? 4 : n - 1),
            solidName(other, n === 8 ? 7 : n + 1),
          ];
    switch (kind) {
      case 'family': {
        const described =
          solid === 'prism'
            ? `two congruent, parallel ${SHAPES[n]} faces joined by ${n} rectangles`
            : solid === 'pyramid'
              ? `one ${SHAPES[n]} face and ${n} triangles that meet at one point`
              : 'two congruent, parallel circles joined by one curved surface';
        return {
          params,
          title: 'Which name fits this solid best?',
          description: `The solid has ${described}.`,
          answer,
          answerKind: 'text',
          choices: {
            distractors: ['prism', 'pyramid', 'circular cylinder', 'cone'].filter((x) => x !== answer),
          },
          explanation: `A prism has two congruent parallel bases joined by rectangles; a pyramid has one base and triangles meeting at an apex; a circular cylinder has two congruent parallel circles joined by a curved surface. (A prism is a special cylinder whose bases are polygons, so “circular cylinder” names the round one.) This solid has ${described}, so it is ${an(answer)}.`,
          hints: [
            'Count the bases, and look at the faces that join them: rectangles, triangles or a curved surface?',
          ],
          misconceptions: [],
        };
      }
      case 'fullName': {
        const faces =
          solid === 'prism'
            ? `2 bases that are ${SHAPES[n]}s and ${n} rectangular faces`
            : `1 base that is ${an(SHAPES[n] as string)} and ${n} triangular faces meeting at an apex`;
        return {
          params,
          title: 'What is the name of this solid?',
          description: `The solid has ${faces}.`,
          answer,
          answerKind: 'text',
          choices: { distractors: nameChoices() },
          explanation: `A solid is named by its family and the shape of its base. ${solid === 'prism' ? 'Two congruent bases joined by rectangles make a prism' : 'One base with triangles meeting at an apex makes a pyramid'}, and the base is ${an(SHAPES[n] as string)} with ${n} sides. It is ${an(answer)}.`,
          hints: ['Name the family first (prism or pyramid), then the shape of the base.'],
          misconceptions: [
            {
              answer: solidName(other, n),
              hint: `The side faces are ${solid === 'prism' ? 'rectangles, so it is a prism' : 'triangles, so it is a pyramid'}.`,
            },
          ],
        };
      }
      case 'fromCounts': {
        const s = solid as Solid;
        const [f, e, v] = (['faces', 'edges', 'vertices'] as Part[]).map((p) => countOf(s, n, p));
        return {
          params,
          title: 'Which solid is it?',
          description: `A right solid with a regular polygon base has ${f} faces, ${e} edges and ${v} vertices.`,
          answer,
          answerKind: 'text',
          choices: { distractors: nameChoices() },
          explanation: `A prism with an $n$-sided base has $n + 2$ faces, $3n$ edges and $2n$ vertices; a pyramid has $n + 1$ faces, $2n$ edges and $n + 1$ vertices. Here ${e} edges and ${v} vertices fit ${s === 'prism' ? `3 × ${n} = ${e} and 2 × ${n} = ${v}` : `2 × ${n} = ${e} and ${n} + 1 = ${v}`}, so the base has ${n} sides: it is ${an(answer)}.`,
          hints: [
            'Compare the vertices with the edges: a prism has 3 edges for every 2 vertices; a pyramid has about twice as many edges as base sides.',
          ],
          misconceptions: [],
        };
      }
      case 'fromNet': {
        const net =
          solid === 'prism'
            ? `${n} rectangles in a row, with ${an(SHAPES[n] as string)} attached above the row and another below it`
            : `${an(SHAPES[n] as string)} with a triangle attached to each of its ${n} sides`;
        return {
          params,
          title: 'Which solid does this net fold into?',
          description: `The net is made of ${net}.`,
          answer,
          answerKind: 'text',
          choices: { distractors: nameChoices() },
          explanation: `${solid === 'prism' ? `The two ${SHAPES[n]}s become the bases and the ${n} rectangles wrap around to join them` : `The ${SHAPES[n]} is the base and the ${n} triangles fold up to meet at the apex`}. So the net folds into ${an(answer)}.`,
          hints: ['Which faces of the net become the bases, and what folds up around them?'],
          misconceptions: [],
        };
      }
      case 'fromSymmetry': {
        const s = solid as Solid;
        const planes = s === 'prism' ? n + 1 : n;
        return {
          params,
          title: 'Which solid is it?',
          description: `A right ${s} with a regular polygon base has rotational symmetry of order ${n} about the line through the centre of its base${s === 'prism' ? 's' : ' and its apex'}, and ${planes} planes of symmetry.`,
          answer,
          answerKind: 'text',
          choices: { distractors: nameChoices() },
          explanation: `Turning about its axis, the solid matches itself once for each side of its regular base, so order ${n} means the base has ${n} sides: ${an(SHAPES[n] as string)}. ${s === 'prism' ? `Check: a right prism has a plane through the axis for each side (${n}) and one plane halfway between the bases, so ${n} + 1 = ${planes}` : `Check: a right pyramid has one plane through the apex for each side, ${planes}`}. The solid is ${an(answer)}.`,
          hints: [
            'The order of rotational symmetry about the axis tells how many sides the regular base has.',
          ],
          misconceptions:
            s === 'prism'
              ? [
                  {
                    answer: solidName('prism', planes),
                    hint: 'A prism has one more plane of symmetry than its base has sides: the plane halfway between the bases.',
                  },
                ].filter((m) => m.answer !== answer)
              : [],
        };
      }
    }
  },
  solve: solveName,
  complexity: (p) => NAME_ORDER.indexOf(p.kind) + 1 + p.n / 20,
});

// ---------------------------------------------------------------------------------------------------------------
// Symmetry

type SymmetryKind = 'pyramidTurns' | 'pyramidPlanes' | 'prismPlanes' | 'boxPlanes' | 'edgesFromPlanes';
const SYMMETRY_ORDER: SymmetryKind[] = [
  'pyramidTurns',
  'pyramidPlanes',
  'prismPlanes',
  'boxPlanes',
  'edgesFromPlanes',
];

type Box = 'all different' | 'square ends' | 'cube';
const BOXES: Box[] = ['all different', 'square ends', 'cube'];

const BOX_PLANES: Record<Box, number> = { 'all different': 3, 'square ends': 5, cube: 9 };

interface SymmetryParams {
  kind: SymmetryKind;
  n: number;
  box: Box;
}

function solveSymmetry(p: SymmetryParams): string {
  switch (p.kind) {
    case 'pyramidTurns':
    case 'pyramidPlanes':
      return String(p.n);
    case 'prismPlanes':
      return String(p.n + 1);
    case 'boxPlanes':
      return String(BOX_PLANES[p.box]);
    case 'edgesFromPlanes':
      // n + 1 planes, so n base sides, and a prism has 3n edges.
      return String(3 * p.n);
  }
}

export const solidSymmetryTask = defineTask<SymmetryParams>({
  name: 'Symmetry of prisms and pyramids',
  description:
    'Find the order of rotational symmetry and the planes of symmetry of right prisms and pyramids, and use symmetry to find a solid.',
  build(rng, level) {
    const kind = SYMMETRY_ORDER[level - 1] as SymmetryKind;
    const n = rng.pick([3, 5, 6, 7, 8, 9, 10]);
    const box = rng.pick(BOXES);
    const object = cap(rng.pick(OBJECTS));
    const params: SymmetryParams = { kind, n, box };
    const answer = solveSymmetry(params);
    const pyramid = solidName('pyramid', n);
    const prism = solidName('prism', n);
    switch (kind) {
      case 'pyramidTurns':
        return {
          params,
          title: `What is the order of rotational symmetry of a right ${pyramid} with a regular base, about the line through its apex and the centre of its base?`,
          description: `${object} has this shape.`,
          answer,
          answerKind: 'number',
          explanation: `Turning the pyramid about that line, each turn of 360° ÷ ${n} = ${(360 / n) % 1 === 0 ? 360 / n : (360 / n).toFixed(1)}° moves one side of the regular ${SHAPES[n]} base onto the next, so the pyramid matches itself ${n} times in a full turn. The order of rotational symmetry is ${answer}.`,
          hints: [
            `Look down at the base from above the apex: how many times does a regular ${SHAPES[n]} match itself in one full turn?`,
          ],
          misconceptions: [],
          lintFacts: { answerIsCount: true },
        };
      case 'pyramidPlanes':
        return {
          params,
          title: `How many planes of symmetry does a right ${pyramid} with a regular base have?`,
          description: `${object} has this shape.`,
          answer,
          answerKind: 'number',
          explanation: `Every plane of symmetry of the pyramid passes through the apex and cuts the base along one of its lines of symmetry. A regular ${SHAPES[n]} has ${n} lines of symmetry, so the pyramid has ${answer} planes of symmetry.`,
          hints: [
            `A plane of symmetry must pass through the apex. How many lines of symmetry does a regular ${SHAPES[n]} have?`,
          ],
          misconceptions: [
            {
              answer: String(n + 1),
              hint: 'A pyramid has no plane across the middle: its top and bottom are not alike.',
            },
          ],
          lintFacts: { answerIsCount: true },
        };
      case 'prismPlanes':
        return {
          params,
          title: `How many planes of symmetry does a right ${prism} with a regular base have?`,
          description: `${object} has this shape. Its height is different from the side length of its base.`,
          answer,
          answerKind: 'number',
          explanation: `Along the prism's length, each of the ${n} lines of symmetry of the regular ${SHAPES[n]} base gives a plane through both bases: ${n} planes. One more plane cuts the prism halfway between its two bases. ${n} + 1 = ${answer}, so the prism has ${answer} planes of symmetry.`,
          hints: [
            `Count the planes that run along the prism (one for each line of symmetry of the base), then look across the middle.`,
          ],
          misconceptions: [
            { answer: String(n), hint: 'There is also the plane halfway between the two bases.' },
          ],
          lintFacts: { answerIsCount: true },
        };
      case 'boxPlanes': {
        const [l, w, h] = rng
          .shuffle([2, 3, 4, 5, 6, 7, 8, 9, 10, 12])
          .slice(0, 3)
          .sort((a, b) => b - a) as [number, number, number];
        const what =
          box === 'all different'
            ? `a rectangular prism ${l} cm long, ${w} cm wide and ${h} cm high`
            : box === 'square ends'
              ? `a rectangular prism with two square ends, ${h} cm by ${h} cm, and a length of ${l} cm`
              : `a cube with edges of ${h} cm`;
        return {
          params,
          title: `How many planes of symmetry does this box have?`,
          description: `The box is ${what}.`,
          answer,
          answerKind: 'number',
          explanation:
            box === 'all different'
              ? `Each plane of symmetry cuts one dimension in half: one across the length, one across the width, one across the height. No diagonal plane works, since ${l} cm, ${w} cm and ${h} cm are all different and no face is a square. The box has 3 planes of symmetry.`
              : box === 'square ends'
                ? `There are 3 planes that cut the length, the width or the height in half, and the square ends, ${h} cm by ${h} cm, add 2 diagonal planes along the ${l} cm length. 3 + 2 = 5, so the box has 5 planes of symmetry.`
                : `A cube has 3 planes that cut it in half parallel to its faces and 6 diagonal planes, one through each pair of opposite edges, all ${h} cm long. 3 + 6 = 9, so the cube has 9 planes of symmetry.`,
          hints: [
            'Start with the planes that cut one dimension in half; then check whether any square faces allow diagonal planes.',
          ],
          misconceptions: [],
          lintFacts: { answerIsCount: true },
        };
      }
      case 'edgesFromPlanes':
        return {
          params,
          title: `A right prism with a regular base has exactly ${n + 1} planes of symmetry. How many edges does it have?`,
          description: `${object} has this shape. Its height is different from the side length of its base, and it is not a cube.`,
          answer,
          answerKind: 'number',
          explanation: `A right prism with a regular $n$-sided base has $n$ planes along its length and one across the middle: $n + 1 = ${n + 1}$, so $n = ${n}$ and the base is ${an(SHAPES[n] as string)}. A prism with an $n$-sided base has $3n$ edges: 3 × ${n} = ${answer}. The prism has ${answer} edges.`,
          hints: ['Work out how many sides the base has from the planes of symmetry first.'],
          misconceptions: [
            {
              answer: String(3 * (n + 1)),
              hint: `One of the ${n + 1} planes is the one across the middle, so the base has ${n} sides.`,
            },
          ],
          lintFacts: { answerIsCount: true },
        };
    }
  },
  solve: solveSymmetry,
  complexity: (p) => SYMMETRY_ORDER.indexOf(p.kind) + 1 + p.n / 20,
});
