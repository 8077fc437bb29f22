/**
 * Grade 6 probability of two independent events happening together (D2.2): a coin, a number cube, a spinner or a
 * bag (drawn with replacement), two at a time. Levels: count the outcomes, one pair, an event of each, the number of
 * times theory predicts in repeated trials, and (level 5) a bag of unequal colours with the prediction. The build
 * multiplies the two probabilities; the solver lists every pair of single outcomes and counts the favourable ones.
 */
import { texFraction } from '../core/format';
import { mul, rat, toFractionString } from '../core/rational';
import type { Rng } from '../core/rng';
import { withApplicableMisconceptions } from '../core/misconceptions';
import { defineTask } from '../core/task';

type Kind = 'count' | 'pair' | 'events' | 'predict' | 'bag';
const KINDS: readonly Kind[] = ['count', 'pair', 'events', 'predict', 'bag'];
const NAMES = ['Maya', 'Liam', 'Aanya', 'Noah', 'Mei', 'Owen', 'Zara', 'Amir'] as const;
const COLOURS = ['red', 'blue', 'green', 'yellow', 'purple'] as const;

interface Experiment {
  /** What the person does, e.g. "flips a coin". */
  action: string;
  /** Short name for the explanation, e.g. "the coin". */
  noun: string;
  /** Labels of the equally likely single outcomes (a bag lists each counter). */
  outcomes: string[];
}

interface Event {
  text: string;
  /** Indices into the experiment's outcomes. */
  favourable: number[];
}

interface TwoEventParams {
  kind: Kind;
  sizeA: number;
  favA: number[];
  sizeB: number;
  favB: number[];
  trials: number;
}

const coin = (): Experiment => ({ action: 'flips a coin', noun: 'the coin', outcomes: ['heads', 'tails'] });
const cube = (): Experiment => ({
  action: 'rolls a number cube numbered 1 to 6',
  noun: 'the number cube',
  outcomes: ['1', '2', '3', '4', '5', '6'],
});
const colourSpinner = (rng: Rng): Experiment => {
  const n = rng.int(3, 5);
  const colours = COLOURS.slice(0, n);
  return {
    action: `spins a spinner with ${n} equal sections coloured ${colours.slice(0, -1).join(', ')} and ${colours.at(-1) as string}`,
    noun: 'the spinner',
    outcomes: [...colours],
  };
};
const numberSpinner = (rng: Rng): Experiment => {
  const n = rng.pick([4, 5, 8]);
  return {
    action: `spins a spinner with ${n} equal sections numbered 1 to ${n}`,
    noun: 'the spinner',
    outcomes: Array.from({ length: n }, (_, i) => String(i + 1)),
  };
};

const indices = (size: number, keep: (value: number) => boolean): number[] =>
  Array.from({ length: size }, (_, i) => i).filter((i) => keep(i + 1));

/** Events of a numbered experiment (cube or numbered spinner), with at least one and fewer than all outcomes. */
function numberEvent(rng: Rng, size: number): Event {
  const threshold = rng.int(2, size - 2);
  const options: Event[] = [
    { text: 'an even number', favourable: indices(size, (v) => v % 2 === 0) },
    { text: 'an odd number', favourable: indices(size, (v) => v % 2 === 1) },
    { text: `a number greater than ${threshold}`, favourable: indices(size, (v) => v > threshold) },
    { text: `a number less than ${threshold + 1}`, favourable: indices(size, (v) => v <= threshold) },
  ];
  if (size === 6) options.push({ text: 'a multiple of 3', favourable: [2, 5] });
  return rng.pick(options);
}

function singleEvent(rng: Rng, e: Experiment): Event {
  const i = rng.int(0, e.outcomes.length - 1);
  const label = e.outcomes[i] as string;
  return { text: /^\d+$/.test(label) ? `a ${label}` : label, favourable: [i] };
}

function widerEvent(rng: Rng, e: Experiment): Event {
  if (e.noun === 'the coin') return singleEvent(rng, e);
  if (/^\d+$/.test(e.outcomes[0] as string)) return numberEvent(rng, e.outcomes.length);
  const [i, j] = rng.shuffle(e.outcomes.map((_, k) => k)).slice(0, 2) as [number, number];
  const [a, b] = [Math.min(i, j), Math.max(i, j)];
  return { text: `${e.outcomes[a] as string} or ${e.outcomes[b] as string}`, favourable: [a, b] };
}

const probability = (e: Event, size: number): string => texFraction(e.favourable.length, size);
const cap = (text: string): string => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
const plainFraction = (n: number, d: number): string => toFractionString(rat(n, d));

/** D2.2: two independent events together, from counting outcomes to predicting results of repeated trials. */
export function twoEventsTask(name: string, description: string) {
  return defineTask<TwoEventParams>(
    withApplicableMisconceptions<TwoEventParams>({
      name,
      description,
      build(rng, level) {
        const kind = KINDS[level - 1] as Kind;
        const who = rng.pick(NAMES);
        const form = 'Give the probability as a fraction, like 3/8.';
        if (kind === 'bag') {
          const total = rng.pick([5, 8, 10]);
          const blue = rng.int(2, total - 2);
          const red = total - blue;
          const colour = rng.pick(['red', 'blue'] as const);
          const count = colour === 'red' ? red : blue;
          const outcomes = [...Array<string>(red).fill('red'), ...Array<string>(blue).fill('blue')];
          const favA = outcomes.map((c, i) => (c === colour ? i : -1)).filter((i) => i >= 0);
          const event = numberEvent(rng, 6);
          const k = rng.int(2, 4);
          const trials = total * 6 * k;
          const product = count * event.favourable.length;
          const expected = product * k;
          const fraction = `$${texFraction(count, total)} \\times ${texFraction(event.favourable.length, 6)} = ${texFraction(product, total * 6)}$`;
          return {
            params: { kind, sizeA: total, favA, sizeB: 6, favB: event.favourable, trials },
            title: `In ${trials} tries, how many times does theory predict a ${colour} counter and ${event.text} on the cube?`,
            description: `A bag holds ${red} red and ${blue} blue counters. ${who} draws a counter, puts it back, and rolls a number cube numbered 1 to 6. Each try is one draw and one roll.`,
            answer: String(expected),
            answerKind: 'number',
            explanation: `The counter goes back, so the draw does not change the roll: the events are independent. $P(\\text{${colour}}) = ${texFraction(count, total)}$ because ${count} of the ${red} + ${blue} = ${total} counters are ${colour}, and $P(\\text{${event.text}}) = ${texFraction(event.favourable.length, 6)}$ because ${event.favourable.length} of the numbers 1 to 6 fit (${event.favourable.map((i) => i + 1).join(', ')}). Together: ${fraction}. Out of ${trials} tries: $${texFraction(product, total * 6)} \\times ${trials} = ${expected}$. Theory predicts ${expected} times.`,
            hints: [
              `First find $P(\\text{${colour}})$ from the ${red} red and ${blue} blue counters, then the probability of ${event.text} on the cube.`,
            ],
            misconceptions: [
              {
                answer: String(k * (6 * count + total * event.favourable.length)),
                hint: 'Both things must happen together: multiply the two probabilities, do not add them.',
              },
              {
                answer: String(Math.round((trials * event.favourable.length) / 6)),
                hint: `Both things must happen: use the probability of ${colour} as well as that of ${event.text}.`,
              },
            ].filter((m) => Number.isInteger(Number(m.answer)) && m.answer !== String(expected)),
            lintFacts: { answerIsCount: true },
          };
        }
        const pair = rng.pick([
          () => [coin(), cube()],
          () => [coin(), colourSpinner(rng)],
          () => [colourSpinner(rng), cube()],
          () => [coin(), numberSpinner(rng)],
        ])() as [Experiment, Experiment];
        const [a, b] = pair;
        const sizeA = a.outcomes.length;
        const sizeB = b.outcomes.length;
        const setting = `${who} ${a.action} and ${b.action}.`;
        if (kind === 'count') {
          return {
            params: { kind, sizeA, favA: [], sizeB, favB: [], trials: 0 },
            title: 'How many different outcomes are possible?',
            description: `${setting} An outcome is one result of ${a.noun} with one result of ${b.noun}.`,
            answer: String(sizeA * sizeB),
            answerKind: 'number',
            explanation: `In a tree diagram, ${a.noun} has ${sizeA} branches and each of them splits into ${sizeB} branches for ${b.noun}: ${sizeA} × ${sizeB} = ${sizeA * sizeB}. There are ${sizeA * sizeB} outcomes.`,
            hints: [
              `Draw a table with a row for each of the ${sizeA} results of ${a.noun} and a column for each of the ${sizeB} results of ${b.noun}.`,
            ],
            misconceptions: [
              {
                answer: String(sizeA + sizeB),
                hint: `Each of the ${sizeA} results of ${a.noun} goes with every result of ${b.noun}: multiply, do not add.`,
              },
            ],
            lintFacts: { answerIsCount: true },
          };
        }
        const eventA = kind === 'pair' ? singleEvent(rng, a) : widerEvent(rng, a);
        const eventB = kind === 'pair' ? singleEvent(rng, b) : widerEvent(rng, b);
        // Each event is named with its experiment, so "heads on the coin and red or blue on the spinner" reads one way.
        const both = `${eventA.text} on ${a.noun} and ${eventB.text} on ${b.noun}`;
        const fa = eventA.favourable.length;
        const fb = eventB.favourable.length;
        const product = fa * fb;
        const total = sizeA * sizeB;
        const key = plainFraction(product, total);
        const pA = `$P(\\text{${eventA.text}}) = ${probability(eventA, sizeA)}$`;
        const pB = `$P(\\text{${eventB.text}}) = ${probability(eventB, sizeB)}$`;
        const times = `$${probability(eventA, sizeA)} \\times ${probability(eventB, sizeB)} = ${texFraction(product, total)}$`;
        const reduced = key === `${product}/${total}` ? '' : `, which is ${key} in lowest terms`;
        const adding = {
          answer: toFractionString(rat(fa * sizeB + fb * sizeA, total)),
          hint: 'Both events must happen together: multiply the two probabilities, do not add them.',
        };
        if (kind === 'predict') {
          const k = rng.int(2, 6) * (total <= 12 ? 2 : 1);
          const trials = total * k;
          const expected = product * k;
          return {
            params: { kind, sizeA, favA: eventA.favourable, sizeB, favB: eventB.favourable, trials },
            title: `How many times should ${who} expect ${both}?`,
            description: `${setting} ${who} does this ${trials} times. Use the theoretical probability to predict.`,
            answer: String(expected),
            answerKind: 'number',
            explanation: `${cap(a.noun)} has ${sizeA} equally likely results and ${b.noun} has ${sizeB}. ${pA} and ${pB}, so together ${times}. In ${trials} tries: $${texFraction(product, total)} \\times ${trials} = ${expected}$. ${who} should expect about ${expected} times.`,
            hints: [`Find the probability of ${both} first, then take that fraction of ${trials}.`],
            misconceptions: [
              {
                answer: String((trials * fa) / sizeA),
                hint: `That counts ${eventA.text} alone; ${eventB.text} must happen too.`,
              },
            ].filter((m) => Number.isInteger(Number(m.answer))),
            lintFacts: { answerIsCount: true },
          };
        }
        return {
          params: { kind, sizeA, favA: eventA.favourable, sizeB, favB: eventB.favourable, trials: 0 },
          title: `What is the probability of ${both}?`,
          description: `${setting} ${form}`,
          answer: key,
          answerKind: 'fraction',
          explanation: `${cap(a.noun)} has ${sizeA} equally likely results and ${b.noun} has ${sizeB}, so there are ${sizeA} × ${sizeB} = ${total} outcomes. ${pA} and ${pB}. The events are independent, so multiply: ${times}${reduced}: ${product} of the ${total} outcomes ${product === 1 ? 'is' : 'are'} favourable. The probability is ${key}.`,
          hints: [`There are ${sizeA} × ${sizeB} equally likely outcomes; count those with ${both}.`],
          misconceptions: [adding],
        };
      },
      solve: (p) => {
        let favourable = 0;
        let all = 0;
        for (let i = 0; i < p.sizeA; i += 1)
          for (let j = 0; j < p.sizeB; j += 1) {
            all += 1;
            if (p.favA.includes(i) && p.favB.includes(j)) favourable += 1;
          }
        if (p.kind === 'count') return String(all);
        const chance = rat(favourable, all);
        return p.kind === 'predict' || p.kind === 'bag'
          ? toFractionString(mul(chance, rat(p.trials)))
          : toFractionString(chance);
      },
      complexity: (p) =>
        KINDS.indexOf(p.kind) + (p.favA.length > 1 || p.favB.length > 1 ? 0.3 : 0) + p.sizeA / 100,
    }),
  );
}
