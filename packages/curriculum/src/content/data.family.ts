import { scaledDecimal } from '../core/format';
import { byLevel, magnitude } from '../core/levels';
import { applicableMisconceptions } from '../core/misconceptions';
import { numericFallback } from '../core/options';
import { type Rational, add, div, mul, rat, sub, toDecimalString, toFractionString } from '../core/rational';
import { circleGraphSvg, seriesGraphSvg } from '../core/svg';
import { defineTask } from '../core/task';
import type { RealisticContext } from '../lint/facts';
import type { Misconception } from '../types';

export type Measure = 'mean' | 'median' | 'mode' | 'range';

interface StatsParams {
  values: number[];
  measure: Measure;
  /** Level 5 works backwards: the mean of `values` plus one missing value is `knownMean`; find the missing one. */
  knownMean: number | null;
}

interface StatsContext {
  what: string;
  unit: string;
  min: number;
  max: number;
  fact: RealisticContext;
}

/** Each context keeps its values inside what really happens (lint/checks.ts REALISTIC_RANGES). */
const CONTEXTS: Record<string, StatsContext> = {
  goals: {
    what: 'goals a hockey team scored in its games',
    unit: 'goals',
    min: 0,
    max: 9,
    fact: 'hockey-game-goals',
  },
  beans: { what: 'heights of bean plants (cm)', unit: 'cm', min: 2, max: 40, fact: 'plant-height-cm' },
  points: {
    what: 'points a basketball player scored in each game',
    unit: 'points',
    min: 2,
    max: 38,
    fact: 'basketball-game-points',
  },
  reading: {
    what: 'minutes Priya spent reading each day',
    unit: 'minutes',
    min: 10,
    max: 95,
    fact: 'daily-reading-minutes',
  },
  march: {
    what: 'daily high temperatures in Ottawa in March (°C)',
    unit: '°C',
    min: -9,
    max: 14,
    fact: 'ontario-march-high-celsius',
  },
};

const list = (values: readonly number[]): string => values.join(', ');
/** A sum written out with negatives bracketed: 4 + (-3) + 7. */
const sumText = (values: readonly number[]): string =>
  values.map((v) => (v < 0 ? `(${v})` : String(v))).join(' + ');

/** A list whose mean is a whole number or a half and whose mode is unique, so keys are unambiguous. */
export function statsTask(measures: Measure[], style: 'typed' | 'choice', name: string, description: string) {
  return defineTask<StatsParams>({
    name,
    description,
    build(rng, level) {
      const measure = rng.pick(measures);
      const count = byLevel(level, [5, 6, 7, 8, 9]);
      const ctx = CONTEXTS[
        rng.pick(
          byLevel(level, [
            ['goals', 'beans'],
            ['beans', 'points'],
            ['points', 'reading'],
            ['reading', 'march'],
            ['march', 'reading'],
          ]),
        )
      ] as StatsContext;
      const backwards = measure === 'mean' && level === 5;
      const draw = (): number[] => {
        const values = Array.from({ length: count }, () => rng.int(ctx.min, ctx.max));
        if (measure === 'mode') {
          values[1] = values[0] as number;
          values[2] = values[0] as number;
          // Break other ties so exactly one value repeats most (stepping down when the top of the range is hit).
          for (let i = 3; i < values.length; i += 1)
            while (values.slice(0, i).includes(values[i] as number))
              values[i] = (values[i] as number) + 1 > ctx.max ? ctx.min + i : (values[i] as number) + 1;
        }
        if (measure === 'mean') {
          // Move the last value within the context's range until the mean is whole (a half at level 4).
          const divisor = level === 4 ? count / 2 : count;
          const fits = (v: number[]): boolean =>
            ((v.reduce((s, x) => s + x, 0) % divisor) + divisor) % divisor === 0;
          let last = values[count - 1] as number;
          while (!fits(values)) {
            last = last + 1 > ctx.max ? ctx.min : last + 1;
            values[count - 1] = last;
          }
        }
        return values;
      };
      /**
       * A mean that is one of the listed values (or, working backwards, a missing value already in the list, or equal
       * to the mean or a count in the question) can be guessed without working: draw again, a bounded number of times.
       */
      const guessable = (v: readonly number[]): boolean => {
        const total = v.reduce((s, x) => s + x, 0);
        if (!backwards) return v.includes(total / count);
        const missing = v.at(-1) as number;
        return [...v.slice(0, -1), total / count, count, count - 1].includes(missing);
      };
      let values = draw();
      let shuffled = rng.shuffle(values);
      for (let attempt = 0; measure === 'mean' && attempt < 40 && guessable(shuffled); attempt += 1) {
        values = draw();
        shuffled = rng.shuffle(values);
      }
      const sorted = [...shuffled].sort((a, b) => a - b);
      const total = sorted.reduce((s, v) => s + v, 0);
      const mid = Math.floor(count / 2);
      let answer: string;
      let explanation: string;
      let hint: string;
      let title = `Find the ${measure} of the data.`;
      let shown = shuffled;
      let knownMean: number | null = null;
      const wrong: Misconception[] = [];
      switch (measure) {
        case 'mean': {
          const mean = scaledDecimal((total * 10) / count, 1);
          if (backwards) {
            const missing = shuffled.at(-1) as number;
            shown = shuffled.slice(0, -1);
            knownMean = total / count;
            const known = shown.reduce((s, v) => s + v, 0);
            answer = String(missing);
            title = `The mean of ${count} values is ${knownMean}. ${count - 1} of them are listed. Find the missing value.`;
            explanation = `${count} values with a mean of ${knownMean} add to ${count} × ${knownMean} = ${total}. The ${count - 1} listed values add to ${sumText(shown)} = ${known}. The missing value is ${total} - ${known === 0 ? '0' : known < 0 ? `(${known})` : known} = ${answer}.`;
            hint = `Work backwards: a mean of ${knownMean} over ${count} values means the values add to ${count} times ${knownMean}.`;
            wrong.push(
              {
                answer: String(knownMean),
                hint: 'The mean is given; the missing value is what makes all the values add to the right total.',
              },
              {
                answer: String(total + known),
                hint: `Subtract the listed values from the total ${count} × ${knownMean}; do not add them.`,
              },
            );
          } else {
            answer = mean;
            explanation = `Add the ${count} values: ${sumText(shuffled)} = ${total}. Share the total equally among ${count} values: ${total} ÷ ${count} = ${answer}.`;
            hint = `Add all ${count} values first, then share that total equally among the values.`;
            wrong.push(
              {
                answer: String(total),
                hint: `That is the total of the values; divide it by the number of values (${count}).`,
              },
              {
                answer: String(sorted[mid]),
                hint: 'That is a middle value (the median idea); the mean shares the total equally.',
              },
            );
          }
          break;
        }
        case 'median': {
          const m2 =
            count % 2 === 1
              ? (sorted[mid] as number) * 2
              : (sorted[mid - 1] as number) + (sorted[mid] as number);
          answer = scaledDecimal(m2 * 5, 1);
          explanation =
            count % 2 === 1
              ? `Put the ${count} values in order: ${list(sorted)}. The middle one is value number ${mid + 1}, so the median is ${answer}.`
              : `Put the ${count} values in order: ${list(sorted)}. The two middle values are ${sorted[mid - 1]} and ${sorted[mid]}, so the median is (${sumText([sorted[mid - 1] as number, sorted[mid] as number])}) ÷ 2 = ${answer}.`;
          hint = `Write the ${count} values from least to greatest before looking for the middle.`;
          wrong.push(
            {
              answer: String(shuffled[mid]),
              hint: 'That is the middle of the list as given; order the values from least to greatest first.',
            },
            {
              answer: scaledDecimal(Math.round((total * 10) / count), 1),
              hint: 'That is the mean; the median is the middle value once the data is in order.',
            },
            ...(count % 2 === 0
              ? [sorted[mid - 1] as number, sorted[mid] as number].map((v) => ({
                  answer: String(v),
                  hint: `With ${count} values there are two middle values, ${sorted[mid - 1]} and ${sorted[mid]}: the median is halfway between them.`,
                }))
              : []),
            {
              answer: scaledDecimal((count + 1) * 5, 1),
              hint: `${scaledDecimal((count + 1) * 5, 1)} is the position of the middle in the ordered list; the median is the value there.`,
            },
            {
              answer: String((sorted.at(-1) as number) - (sorted[0] as number)),
              hint: 'That is the range, how spread out the data is; the median is the middle value in order.',
            },
          );
          break;
        }
        case 'mode': {
          answer = String(values[0]);
          explanation = `In order the values are ${list(sorted)}. ${answer} appears 3 times and every other value fewer times, so the mode is ${answer}.`;
          hint = 'Put the values in order so equal values sit side by side, then count each one.';
          wrong.push(
            {
              answer: String(sorted.at(-1)),
              hint: 'The mode is the value that appears most often, not the greatest value.',
            },
            {
              answer: String(sorted[mid]),
              hint: 'That is the median; the mode is the value you see most often.',
            },
            {
              answer: '3',
              hint: `3 is how many times ${answer} appears; the mode is the value itself.`,
            },
            {
              answer: scaledDecimal(Math.round((total * 10) / count), 1),
              hint: 'That is the mean; the mode is the value you see most often.',
            },
            {
              answer: String((sorted.at(-1) as number) - (sorted[0] as number)),
              hint: 'That is the range, how spread out the data is; the mode is the value you see most often.',
            },
          );
          break;
        }
        case 'range': {
          const least = sorted[0] as number;
          const greatest = sorted.at(-1) as number;
          answer = String(greatest - least);
          explanation = `In order the values are ${list(sorted)}. The greatest value is ${greatest} and the least is ${least}. The range is greatest minus least: ${greatest} - ${least < 0 ? `(${least})` : least} = ${answer}.`;
          hint = 'Find the greatest and the least value in the list; the range is how far apart they are.';
          wrong.push(
            {
              answer: String(greatest),
              hint: 'The range is the greatest value minus the least value, not the greatest value alone.',
            },
            {
              answer: String(greatest + least),
              hint: 'Subtract the least value from the greatest; do not add them.',
            },
            ...(least < 0
              ? [
                  {
                    answer: String(greatest + least),
                    hint: `Taking away ${least} is the same as adding ${-least}.`,
                  },
                ]
              : []),
          );
          break;
        }
      }
      const misconceptions = applicableMisconceptions(answer, 'number', wrong);
      return {
        params: { values: shown, measure, knownMean },
        title,
        description: `Data (${ctx.what}): ${shown.join(', ')}`,
        answer,
        answerKind: 'number',
        explanation,
        hints: [hint],
        misconceptions,
        lintFacts: { contextValues: [{ context: ctx.fact, values: [...values] }] },
        choices:
          style === 'choice'
            ? {
                distractors: [
                  ...misconceptions.map((m) => m.answer),
                  String(shuffled[mid]),
                  String(sorted.at(-1)),
                  String(sorted[mid]),
                ],
                fallback: numericFallback(Number(answer)),
              }
            : undefined,
      };
    },
    solve: (p) => {
      if (p.knownMean !== null) {
        const n = p.values.length + 1;
        return toFractionString(
          sub(
            mul(rat(p.knownMean), rat(n)),
            p.values.reduce<Rational>((s, v) => add(s, rat(v)), rat(0)),
          ),
        );
      }
      const sorted = [...p.values].sort((a, b) => a - b);
      const n = sorted.length;
      switch (p.measure) {
        case 'mean':
          return toFractionString(
            div(
              sorted.reduce<Rational>((s, v) => add(s, rat(v)), rat(0)),
              rat(n),
            ),
          );
        case 'median':
          return toFractionString(
            n % 2 === 1
              ? rat(sorted[(n - 1) / 2] as number)
              : div(add(rat(sorted[n / 2 - 1] as number), rat(sorted[n / 2] as number)), rat(2)),
          );
        case 'mode': {
          const counts = new Map<number, number>();
          for (const v of sorted) counts.set(v, (counts.get(v) ?? 0) + 1);
          const best = [...counts.entries()].sort((a, b) => b[1] - a[1]);
          if (best.length > 1 && best[0]?.[1] === best[1]?.[1]) return 'no unique mode';
          return String(best[0]?.[0]);
        }
        case 'range':
          return String((sorted.at(-1) as number) - (sorted[0] as number));
      }
    },
    complexity: (p) =>
      p.values.length +
      magnitude(...p.values) +
      (p.values.some((v) => v < 0) ? 1 : 0) +
      (p.knownMean !== null ? 3 : 0),
  });
}

interface ProbabilityParams {
  /** Counts of each colour in the bag. */
  counts: number[];
  /** Colour indexes drawn in order (one for a single event). */
  targets: number[];
  replace: boolean;
  form: 'fraction' | 'decimal' | 'percent';
  /**
   * Level 5 combines two ideas: one draw of either of two colours (`either`), or two draws giving the two
   * colours in either order (`any-order`). `ordered` is the plain event.
   */
  event: 'ordered' | 'either' | 'any-order' | 'same-any';
}

const COLOURS = ['red', 'blue', 'green', 'yellow', 'purple'];

function probabilityOf(p: Omit<ProbabilityParams, 'form'>): Rational {
  const total = p.counts.reduce((s, c) => s + c, 0);
  if (p.event === 'either')
    return rat(
      p.targets.reduce((s, t) => s + (p.counts[t] as number), 0),
      total,
    );
  const sequence = (order: number[]): Rational => {
    let left = [...p.counts];
    let remaining = total;
    let prob = rat(1);
    for (const t of order) {
      prob = mul(prob, rat(left[t] as number, remaining));
      if (!p.replace) {
        left = left.map((c, i) => (i === t ? c - 1 : c));
        remaining -= 1;
      }
    }
    return prob;
  };
  if (p.event === 'any-order') return add(sequence(p.targets), sequence([...p.targets].reverse()));
  if (p.event === 'same-any') return p.counts.reduce((s, _, i) => add(s, sequence([i, i])), rat(0));
  return sequence(p.targets);
}

const fractionTex = (v: Rational): string => (v.d === 1n ? v.n.toString() : `\\frac{${v.n}}{${v.d}}`);

/** Probability from a bag of marbles: one draw, or two draws with or without replacement. */
export function probabilityTask(
  draws: 1 | 2,
  replace: boolean,
  forms: ProbabilityParams['form'][],
  name: string,
  description: string,
  /** `same-colour` asks for two draws of one colour (level 5: of any one colour); `socks` sets it in a drawer. */
  setting: 'marbles' | 'same-colour' | 'socks' = 'marbles',
) {
  return defineTask<ProbabilityParams>({
    name,
    description,
    build(rng, level) {
      const colours = byLevel(level, [2, 3, 4, 5, 5]);
      const form = rng.pick(forms);
      const event: ProbabilityParams['event'] =
        level < 5 ? 'ordered' : draws === 1 ? 'either' : setting === 'same-colour' ? 'same-any' : 'any-order';
      const item = setting === 'socks' ? 'sock' : 'marble';
      const box = setting === 'socks' ? 'drawer' : 'bag';
      // Decimal and percent forms need totals that divide a power of ten.
      const totals =
        form === 'fraction'
          ? null
          : draws === 1
            ? level === 5
              ? [20, 25, 50]
              : [4, 5, 10, 20, 25, 50]
            : level === 5
              ? [10]
              : [2, 4, 5, 10];
      const maxCount = byLevel(level, [5, 6, 8, 10, 12]);
      let counts: number[];
      if (totals) {
        // Deal a total that divides a power of ten out over the colours, at least one marble each.
        const total = rng.pick(totals.filter((t) => t >= colours && t <= colours * maxCount));
        counts = Array.from({ length: colours }, () => 1);
        for (let left = total - colours; left > 0; left -= 1) {
          const open = counts.map((c, i) => (c < maxCount ? i : -1)).filter((i) => i >= 0);
          const i = rng.pick(open);
          counts[i] = (counts[i] as number) + 1;
        }
      } else {
        counts = Array.from({ length: colours }, () => rng.int(1, maxCount));
      }
      const first = rng.int(0, colours - 1);
      const second =
        event === 'ordered'
          ? setting === 'same-colour'
            ? first
            : rng.int(0, colours - 1)
          : (first + rng.int(1, colours - 1)) % colours;
      const targets = draws === 1 && event === 'ordered' ? [first] : [first, second];
      // Without replacement, each asked-for colour needs enough marbles for the event to be possible.
      if (!replace)
        for (const t of targets)
          counts[t] = Math.max(counts[t] as number, targets.filter((x) => x === t).length + 1);
      const total = counts.reduce((s, c) => s + c, 0);
      const value = probabilityOf({ counts, targets, replace, event });
      const answer =
        form === 'fraction'
          ? toFractionString(value)
          : form === 'decimal'
            ? toDecimalString(value, 4, true)
            : toDecimalString(mul(value, rat(100)), 2, true);
      const name = (t: number): string => COLOURS[t] as string;
      const bag = counts.map((c, i) => `${c} ${name(i)}`).join(', ');
      const eventText =
        event === 'either'
          ? `${name(first)} or ${name(second)}`
          : event === 'same-any'
            ? `both ${item}s being the same colour`
            : event === 'any-order'
              ? `one ${name(first)} ${item} and one ${name(second)} ${item}, in either order`
              : setting === 'same-colour'
                ? `both ${item}s being ${name(first)}`
                : setting === 'socks'
                  ? `a ${name(first)} sock first and a ${name(second)} sock second`
                  : targets.map(name).join(', then ');
      const how =
        draws === 1
          ? 'One marble is picked at random.'
          : replace
            ? 'A marble is picked, put back, and a second marble is picked.'
            : setting === 'socks'
              ? 'Two socks are taken out one after the other without looking, and the first is not put back.'
              : 'Two marbles are picked one after the other without putting the first back.';
      const formText =
        form === 'fraction'
          ? 'as a fraction in lowest terms'
          : form === 'decimal'
            ? 'as a decimal'
            : 'as a percent (number only)';
      const addUp = `${counts.join(' + ')} = ${total}`;
      const steps: string[] = [`The ${box} holds ${addUp} ${item}s.`];
      const stepFor = (order: number[]): { text: string; value: Rational } => {
        let left = [...counts];
        let remaining = total;
        const parts: string[] = [];
        let prob = rat(1);
        for (const t of order) {
          parts.push(`\\frac{${left[t]}}{${remaining}}`);
          prob = mul(prob, rat(left[t] as number, remaining));
          if (!replace) {
            left = left.map((c, i) => (i === t ? c - 1 : c));
            remaining -= 1;
          }
        }
        return { text: parts.join(' \\times '), value: prob };
      };
      if (event === 'either') {
        const favourable = (counts[first] as number) + (counts[second] as number);
        steps.push(
          `${counts[first]} are ${name(first)} and ${counts[second]} are ${name(second)}, so ${counts[first]} + ${counts[second]} = ${favourable} marbles are favourable.`,
          `The probability is $\\frac{${favourable}}{${total}} = ${fractionTex(value)}$.`,
        );
      } else if (draws === 1) {
        steps.push(
          `${counts[first]} of them ${counts[first] === 1 ? 'is' : 'are'} ${name(first)}, so the probability is $\\frac{${counts[first]}}{${total}} = ${fractionTex(value)}$.`,
        );
      } else {
        const one = stepFor(targets);
        if (!replace) steps.push(`The first ${item} stays out, so the second draw has one ${item} fewer.`);
        if (event === 'same-any') {
          const each = counts.map((_, i) => ({ i, ...stepFor([i, i]) }));
          steps.push(
            `Both ${name(0)}: $${each[0]!.text}$. Work out each colour the same way: ${each
              .map((e) => `${name(e.i)} $${fractionTex(e.value)}$`)
              .join(', ')}.`,
            // A colour with one marble cannot come up twice: its 0 is named above and left out of the sum.
            `Any one of these colours works, so add them: $${each
              .filter((e) => e.value.n !== 0n)
              .map((e) => fractionTex(e.value))
              .join(' + ')} = ${fractionTex(value)}$.`,
          );
        } else if (event === 'any-order') {
          const two = stepFor([...targets].reverse());
          steps.push(
            `${name(first)[0]?.toUpperCase()}${name(first).slice(1)} then ${name(second)}: $${one.text} = ${fractionTex(one.value)}$. ${name(second)[0]?.toUpperCase()}${name(second).slice(1)} then ${name(first)}: $${two.text} = ${fractionTex(two.value)}$.`,
            `Either order works, so add: $${fractionTex(one.value)} + ${fractionTex(two.value)} = ${fractionTex(value)}$.`,
          );
        } else {
          steps.push(`Multiply the probability of each draw: $${one.text} = ${fractionTex(value)}$.`);
        }
      }
      if (form === 'decimal') steps.push(`As a decimal, $${fractionTex(value)} = ${answer}$.`);
      if (form === 'percent') steps.push(`As a percent, $${fractionTex(value)} \\times 100 = ${answer}$%.`);
      const hint =
        event === 'either'
          ? `Count the ${name(first)} and the ${name(second)} marbles together: both are favourable.`
          : draws === 1
            ? `Count all the marbles in the bag: ${counts.join(' + ')}.`
            : replace
              ? event === 'same-any'
                ? `The ${item} goes back, so each draw is from all ${total}. Start with both ${name(0)}: ${counts[0]} out of ${total} on each draw; then do the same for each colour.`
                : `The ${item} goes back, so each draw is from all ${total} ${item}s. The chance of ${name(targets[0] as number)} on the first draw is ${counts[targets[0] as number]} out of ${total}. Now find the chance of the second draw${event === 'any-order' ? ', then think about the other order' : ''}.`
              : event === 'same-any'
                ? 'Find the probability of two of one colour, say both red, then do the same for every colour.'
                : `After the first draw there is one ${item} fewer in the ${box}, and one fewer of the colour drawn.`;
      const wrong: Misconception[] = [];
      const show = (v: Rational): string =>
        form === 'fraction'
          ? toFractionString(v)
          : form === 'decimal'
            ? toDecimalString(v, 4, true)
            : toDecimalString(mul(v, rat(100)), 2, true);
      if (draws === 1 && event === 'ordered') {
        const c = counts[first] as number;
        if (total - c > 0)
          wrong.push({
            answer: show(rat(c, total - c)),
            hint: `Compare the ${name(first)} marbles with all ${total} marbles, not only with the other colours.`,
          });
      } else if (event === 'either') {
        wrong.push({
          answer: show(mul(rat(counts[first] as number, total), rat(counts[second] as number, total))),
          hint: 'One marble is picked, and it may be either colour: add the favourable marbles, do not multiply.',
        });
      } else {
        const p1 = rat(counts[targets[0] as number] as number, total);
        const p2 = rat(counts[targets[1] as number] as number, total);
        if (event === 'same-any')
          wrong.push({
            answer: show(stepFor([first, first]).value),
            hint: `That is only both ${name(first)}; two of any one colour counts, so add every colour.`,
          });
        else
          wrong.push({
            answer: show(add(p1, p2)),
            hint: 'Both draws must happen, so multiply the two probabilities; adding is for "or".',
          });
        if (!replace && event === 'ordered')
          wrong.push({
            answer: show(mul(p1, p2)),
            hint: `The first ${item} is not put back: the second draw has one ${item} fewer.`,
          });
        if (event === 'any-order')
          wrong.push({
            answer: show(stepFor(targets).value),
            hint: `That counts only ${name(first)} first; ${name(second)} first is a second way to get the same pair.`,
          });
      }
      if (form === 'percent')
        wrong.push({
          answer: toDecimalString(value, 4, true),
          hint: 'That is the decimal; multiply by 100 to write it as a percent.',
        });
      return {
        params: { counts, targets, replace, form, event },
        title: `What is the probability of ${eventText}?`,
        description: `A ${box} holds ${bag} ${item}s. ${how} Give the probability ${formText}.`,
        answer,
        answerKind: form === 'fraction' ? 'fraction' : form === 'percent' ? 'percent' : 'number',
        requiresAnswerForm: true,
        explanation: steps.join(' '),
        hints: [hint],
        misconceptions: applicableMisconceptions(
          answer,
          form === 'fraction' ? 'fraction' : form === 'percent' ? 'percent' : 'number',
          wrong,
        ),
      };
    },
    solve: (p) => {
      // Independent of the build: enumerate every ordered outcome of the draws and count the favourable ones.
      const marbles = p.counts.flatMap((c, colour) => Array.from({ length: c }, () => colour));
      const n = marbles.length;
      let favourable = 0;
      let outcomes = 0;
      const drawCount = p.event === 'either' ? 1 : p.targets.length;
      const visit = (picked: number[]): void => {
        if (picked.length === drawCount) {
          outcomes += 1;
          const colours = picked.map((i) => marbles[i] as number);
          const hit =
            p.event === 'either'
              ? p.targets.includes(colours[0] as number)
              : p.event === 'same-any'
                ? colours[0] === colours[1]
                : p.event === 'any-order'
                  ? [...colours].sort().join() === [...p.targets].sort().join()
                  : colours.every((c, k) => c === p.targets[k]);
          if (hit) favourable += 1;
          return;
        }
        for (let i = 0; i < n; i += 1) if (p.replace || !picked.includes(i)) visit([...picked, i]);
      };
      visit([]);
      const prob = rat(favourable, outcomes);
      return toFractionString(p.form === 'percent' ? mul(prob, rat(100)) : prob);
    },
    complexity: (p) =>
      p.counts.length +
      p.targets.length * 2 +
      (p.replace ? 0 : 1) +
      (p.event === 'ordered' ? 0 : 3) +
      (p.event === 'same-any' ? 1 : 0) +
      magnitude(p.counts.reduce((s, c) => s + c, 0)),
  });
}

interface GraphParams {
  values: number[];
  categories: string[];
  /** `combine` (bar, level 5): how many more for one bar to match two others together; `greatest-rise` (line, level 5). */
  question: 'read' | 'difference' | 'total' | 'change' | 'combine' | 'greatest-rise';
  i: number;
  j: number;
  k: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August'];
const SPORTS = [
  'Hockey',
  'Soccer',
  'Lacrosse',
  'Curling',
  'Basketball',
  'Swimming',
  'Volleyball',
  'Badminton',
];

/**
 * Bar or broken-line graph reading: a value, a difference, a total, a change between months, and at level 5 a
 * question that combines readings. Every value sits on a gridline, so each can be read exactly.
 */
export function graphReadingTask(kind: 'bar' | 'line', name: string, description: string) {
  return defineTask<GraphParams>({
    name,
    description,
    build(rng, level) {
      const count = byLevel(level, [3, 4, 5, 6, 7]);
      const stepSize = byLevel(level, [1, 2, 5, 10, 25]);
      const values = Array.from({ length: count }, () => rng.int(1, 10) * stepSize);
      const categories = kind === 'line' ? MONTHS.slice(0, count) : rng.shuffle(SPORTS).slice(0, count);
      const question = byLevel<GraphParams['question']>(level, [
        'read',
        'difference',
        'difference',
        kind === 'line' ? 'change' : 'total',
        kind === 'line' ? 'greatest-rise' : 'combine',
      ]);
      const order = rng.shuffle(Array.from({ length: count }, (_, n) => n));
      let [i, j, k] = order as [number, number, number];
      if (question === 'combine') {
        // The smallest bar is the one that must catch up, so the answer is a positive number.
        const smallest = values.indexOf(Math.min(...values));
        const others = order.filter((n) => n !== smallest);
        [i, j, k] = [others[0] as number, others[1] as number, smallest];
      }
      if (question === 'greatest-rise' && !values.some((v, n) => n > 0 && v > (values[n - 1] as number))) {
        values[1] = (values[0] as number) + stepSize;
      }
      const v = (n: number): number => values[n] as number;
      const cat = (n: number): string => categories[n] as string;
      const fullCat = (n: number): string => (kind === 'line' ? (MONTH_NAMES[n] as string) : cat(n));
      const who = kind === 'line' ? 'visitors' : 'students';
      const at = (n: number): string => `${fullCat(n)} is at ${v(n)}`;
      let title: string;
      let answer: number;
      let asked: number[];
      let explanation: string;
      let hint: string;
      const wrong: Misconception[] = [];
      const scale = `Each gridline is ${stepSize} ${stepSize === 1 ? 'unit' : 'units'} apart.`;
      switch (question) {
        case 'read':
          title =
            kind === 'line'
              ? `How many visitors came in ${fullCat(i)}?`
              : `How many students chose ${cat(i)}?`;
          answer = v(i);
          asked = [i];
          explanation = `${scale} Follow the top of the ${fullCat(i)} ${kind === 'line' ? 'point' : 'bar'} across to the scale: it is ${answer}.`;
          hint = `Find ${fullCat(i)} on the bottom axis, then go straight across from its ${kind === 'line' ? 'point' : 'bar top'} to the scale.`;
          if (stepSize > 1)
            wrong.push({
              answer: String(answer / stepSize),
              hint: `That counts gridlines; each gridline is worth ${stepSize}, not 1.`,
            });
          break;
        case 'difference': {
          const [hi, lo] = v(i) >= v(j) ? [i, j] : [j, i];
          title = `How many more ${kind === 'line' ? 'visitors came in' : 'students chose'} ${fullCat(hi)} than ${fullCat(lo)}?`;
          answer = v(hi) - v(lo);
          asked = [hi, lo];
          explanation = `${scale} ${at(hi)} and ${at(lo)}. "How many more" is a difference: ${v(hi)} - ${v(lo)} = ${answer}.`;
          hint = `Read the ${fullCat(hi)} and ${fullCat(lo)} values first, then compare them by subtracting.`;
          wrong.push({
            answer: String(v(hi) + v(lo)),
            hint: '"How many more" asks for a difference: subtract the smaller value from the larger.',
          });
          break;
        }
        case 'change': {
          const [from, to] = [Math.min(i, j), Math.max(i, j)];
          title = `By how much did the number of visitors change from ${fullCat(from)} to ${fullCat(to)}? Use a negative number for a decrease.`;
          answer = v(to) - v(from);
          asked = [from, to];
          explanation = `${scale} ${at(from)} and ${at(to)}. The change is the later value minus the earlier one: ${v(to)} - ${v(from)} = ${answer}.`;
          hint = `Read ${fullCat(from)} and ${fullCat(to)}, then subtract the earlier month from the later month.`;
          wrong.push({
            answer: String(-answer),
            hint: `Subtract in time order: ${fullCat(to)} minus ${fullCat(from)}. A drop is negative.`,
          });
          break;
        }
        case 'total':
          title = `How many ${who} voted altogether?`;
          answer = values.reduce((s, x) => s + x, 0);
          asked = values.map((_, n) => n);
          explanation = `${scale} The bars read ${categories.map((c, n) => `${c} ${v(n)}`).join(', ')}. Add them: ${values.join(' + ')} = ${answer}.`;
          hint = `Read all ${count} bars against the scale, then add the values.`;
          wrong.push({
            answer: String(answer - v(count - 1)),
            hint: `Check that you added all ${count} bars.`,
          });
          break;
        case 'combine':
          title = `How many more students would need to choose ${cat(k)} for it to match ${cat(i)} and ${cat(j)} together?`;
          answer = v(i) + v(j) - v(k);
          asked = [i, j, k];
          explanation = `${scale} ${at(i)} and ${at(j)}, together ${v(i)} + ${v(j)} = ${v(i) + v(j)}. ${at(k)}, so it needs ${v(i) + v(j)} - ${v(k)} = ${answer} more.`;
          hint = `First add the ${cat(i)} and ${cat(j)} values; that is the number ${cat(k)} must reach.`;
          wrong.push(
            {
              answer: String(v(i) + v(j)),
              hint: `That is the target; ${cat(k)} already has some students, so subtract its value.`,
            },
            {
              answer: String(Math.abs(v(i) - v(k))),
              hint: `${cat(k)} must match ${cat(i)} and ${cat(j)} together, so add those two first.`,
            },
          );
          break;
        case 'greatest-rise': {
          const rises = values.slice(1).map((x, n) => x - (values[n] as number));
          answer = Math.max(...rises);
          const at2 = rises.indexOf(answer) + 1;
          title = 'What was the greatest increase in visitors from one month to the next?';
          asked = values.map((_, n) => n);
          explanation = `${scale} The monthly values are ${categories.map((c, n) => `${c} ${v(n)}`).join(', ')}. The month-to-month changes are ${rises.join(', ')}. The greatest increase is from ${fullCat(at2 - 1)} to ${fullCat(at2)}: ${v(at2)} - ${v(at2 - 1)} = ${answer}.`;
          hint = 'Work out the change between each pair of neighbouring months, then pick the largest rise.';
          wrong.push({
            answer: String(Math.max(...values) - Math.min(...values)),
            hint: 'That is the greatest value minus the least; the question compares only neighbouring months.',
          });
          break;
        }
      }
      const yMax = Math.max(...values) + stepSize;
      const graphTitle =
        kind === 'line'
          ? `Broken-line graph of visitors per month, gridlines every ${stepSize}: ${categories.map((c, n) => `${c} ${v(n)}`).join(', ')}`
          : `Bar graph of favourite sports, gridlines every ${stepSize}: ${categories.map((c, n) => `${c} ${v(n)}`).join(', ')}`;
      return {
        params: { values, categories, question, i, j, k },
        title,
        description:
          kind === 'line'
            ? 'The broken-line graph shows visitors to a science centre each month.'
            : 'The bar graph shows the favourite sport of the students in one school.',
        answer: String(answer),
        answerKind: 'number',
        explanation,
        hints: [hint],
        misconceptions: applicableMisconceptions(String(answer), 'number', wrong),
        imageSvg: seriesGraphSvg(
          {
            categories,
            values,
            yLabel: kind === 'line' ? 'Visitors' : 'Students',
            yMax,
            yStep: stepSize,
            kind,
          },
          graphTitle,
        ),
        lintFacts: {
          graphReads: asked.map((n) => ({ value: v(n), gridStart: 0, gridStep: stepSize, labelled: false })),
        },
      };
    },
    solve: (p) => {
      const v = (n: number): Rational => rat(p.values[n] as number);
      switch (p.question) {
        case 'read':
          return toFractionString(v(p.i));
        case 'difference': {
          const diff = sub(v(p.i), v(p.j));
          return toFractionString(diff.n < 0n ? rat(-diff.n, diff.d) : diff);
        }
        case 'change':
          return toFractionString(sub(v(Math.max(p.i, p.j)), v(Math.min(p.i, p.j))));
        case 'total':
          return toFractionString(p.values.reduce<Rational>((s, x) => add(s, rat(x)), rat(0)));
        case 'combine':
          return toFractionString(sub(add(v(p.i), v(p.j)), v(p.k)));
        case 'greatest-rise': {
          let best: number | null = null;
          for (let n = 1; n < p.values.length; n += 1) {
            const rise = (p.values[n] as number) - (p.values[n - 1] as number);
            if (best === null || rise > best) best = rise;
          }
          return String(best);
        }
      }
    },
    complexity: (p) =>
      p.values.length +
      ({ read: 0, difference: 1, change: 2, total: 2, combine: 4, 'greatest-rise': 4 } as const)[p.question] +
      magnitude(...p.values),
  });
}

interface CircleGraphParams {
  percents: number[];
  total: number;
  i: number;
  /**
   * `count`, `angle`, `percent` as read; at level 5 `total` (work back from a count to the number surveyed),
   * `angle-from-count` (the sector's percent is hidden) and `missing-count` (a missing percent, then a count).
   */
  ask: 'count' | 'angle' | 'percent' | 'total' | 'angle-from-count' | 'missing-count';
}

const ACTIVITIES = ['Sports', 'Music', 'Art', 'Coding', 'Reading', 'Gaming'];

/** Circle graphs: people in a sector, the sector's central angle, or a missing percent. */
export function circleGraphTask(asks: ('count' | 'angle' | 'percent')[], name: string, description: string) {
  return defineTask<CircleGraphParams>({
    name,
    description,
    build(rng, level) {
      const sectors = byLevel(level, [2, 3, 4, 5, 6]);
      const unit = byLevel(level, [10, 10, 5, 5, 5]);
      let percents: number[];
      do {
        percents = Array.from({ length: sectors - 1 }, () => rng.int(1, Math.floor(60 / unit)) * unit);
      } while (percents.reduce((s, p) => s + p, 0) >= 100);
      percents.push(100 - percents.reduce((s, p) => s + p, 0));
      const total = rng.pick(
        byLevel(level, [
          [20, 30, 40, 50, 60, 80],
          [100, 200, 300, 500],
          [200, 400, 600, 800],
          [120, 240, 360, 480, 600, 840],
          // One school's students, as the description says; multiples of 20 so every 5% sector is a whole number.
          [480, 560, 640, 720, 880, 960, 1040, 1120],
        ]),
      );
      const base = rng.pick(asks);
      const ask: CircleGraphParams['ask'] =
        level < 5
          ? base
          : ({ count: 'total', angle: 'angle-from-count', percent: 'missing-count' } as const)[base];
      const hidden = ask === 'percent' || ask === 'missing-count' || ask === 'angle-from-count';
      const i = ask === 'percent' || ask === 'missing-count' ? sectors - 1 : rng.int(0, sectors - 1);
      const labels = ACTIVITIES.slice(0, sectors);
      const label = labels[i] as string;
      const p = percents[i] as number;
      const chose = (p * total) / 100;
      const others = percents.filter((_, n) => n !== i);
      let answer: string;
      let title: string;
      let explanation: string;
      let hint: string;
      const wrong: Misconception[] = [];
      switch (ask) {
        case 'count':
          answer = String(chose);
          title = `${total} students were surveyed. How many chose ${label}?`;
          explanation = `${label} is ${p}% of the circle. ${p}% of ${total} is ${p} ÷ 100 × ${total} = ${answer} students.`;
          hint = `Find ${p}% of ${total}: start with 1% of ${total}, which is ${total} ÷ 100.`;
          wrong.push({
            answer: String(p),
            hint: `${p} is the percent; the question asks for a number of students out of ${total}.`,
          });
          break;
        case 'angle':
          answer = toDecimalString(rat(p * 360, 100), 1, true);
          title = `What is the central angle, in degrees, of the ${label} sector?`;
          explanation = `A full circle is 360°. The ${label} sector is ${p}% of it: ${p} ÷ 100 × 360 = ${answer}°.`;
          hint = `The whole circle is 360°; find ${p}% of 360.`;
          wrong.push({
            answer: String(p),
            hint: 'That is the percent; a full turn is 360°, so take that percent of 360.',
          });
          break;
        case 'percent':
          answer = String(p);
          title = `The ${label} label is missing its percent. What percent chose ${label}?`;
          explanation = `The percents of a circle graph add to 100. The others add to ${others.join(' + ')} = ${100 - p}, so ${label} is 100 - ${100 - p} = ${answer}%.`;
          hint = 'The sectors of a circle graph make up the whole, 100%. Add the percents you can see first.';
          wrong.push({
            answer: String(100 - p),
            hint: 'That is the total of the other sectors; subtract it from 100.',
          });
          break;
        case 'total':
          answer = String(total);
          title = `${chose} students chose ${label}. How many students were surveyed in all?`;
          explanation = `${label} is ${p}% of everyone surveyed, and everyone is 100%. So ${chose} students stand for ${p}%, and 100% is ${chose} ÷ ${p} × 100 = ${answer} students.`;
          hint = `${chose} students make up ${p}% of the whole, and the whole is 100%. Scale from ${p}% up to 100%.`;
          wrong.push({
            answer: String((chose * p) / 100),
            hint: `${chose} is the part, not the whole: the whole is larger, so divide by ${p}% rather than multiply.`,
          });
          break;
        case 'angle-from-count':
          answer = toDecimalString(rat(p * 360, 100), 1, true);
          title = `${total} students were surveyed and ${chose} chose ${label}. What is the central angle, in degrees, of the ${label} sector?`;
          explanation = `${chose} out of ${total} is ${chose} ÷ ${total} = ${p}% of the students. The sector is ${p}% of 360°: ${p} ÷ 100 × 360 = ${answer}°.`;
          hint = `First find what percent ${chose} is of ${total}.`;
          wrong.push({
            answer: String(chose),
            hint: 'The angle is a share of 360°, not the number of students.',
          });
          break;
        case 'missing-count':
          answer = String(chose);
          title = `The ${label} label is missing its percent. ${total} students were surveyed. How many chose ${label}?`;
          explanation = `The other percents add to ${others.join(' + ')} = ${100 - p}, so ${label} is 100 - ${100 - p} = ${p}%. ${p}% of ${total} is ${p} ÷ 100 × ${total} = ${answer} students.`;
          hint = 'Find the missing percent first: the sectors add to 100%.';
          wrong.push({
            answer: String(p),
            hint: `${p}% is the missing percent; now take ${p}% of ${total}.`,
          });
          break;
      }
      const shown = percents.map((q, n) => ({ label: labels[n] as string, percent: q }));
      const svgTitle = `Circle graph of favourite clubs: ${shown
        .map((s, n) => (hidden && n === i ? `${s.label} percent not shown` : `${s.label} ${s.percent}%`))
        .join(', ')}`;
      return {
        params: { percents, total, i, ask },
        title,
        description: 'The circle graph shows the favourite club of students at a school.',
        answer,
        answerKind: ask === 'percent' ? 'percent' : 'number',
        explanation,
        hints: [hint],
        misconceptions: applicableMisconceptions(answer, ask === 'percent' ? 'percent' : 'number', wrong),
        lintFacts: { answerIsCount: ask === 'count' || ask === 'total' || ask === 'missing-count' },
        imageSvg: circleGraphSvg(
          shown.map((s, n) => (hidden && n === i ? { label: s.label, percent: s.percent, hidden: true } : s)),
          svgTitle,
        ),
      };
    },
    solve: (p) => {
      const others = p.percents.filter((_, k) => k !== p.i).reduce((s, q) => s + q, 0);
      const percent =
        p.ask === 'percent' || p.ask === 'missing-count' ? rat(100 - others) : rat(p.percents[p.i] as number);
      const part = div(mul(percent, rat(p.total)), rat(100));
      switch (p.ask) {
        case 'count':
        case 'missing-count':
          return toFractionString(part);
        case 'angle':
          return toFractionString(div(mul(percent, rat(360)), rat(100)));
        case 'angle-from-count':
          return toFractionString(mul(div(part, rat(p.total)), rat(360)));
        case 'percent':
          return toFractionString(percent);
        case 'total':
          return toFractionString(div(mul(part, rat(100)), percent));
      }
    },
    complexity: (p) =>
      p.percents.length +
      magnitude(p.total) +
      (p.percents.some((q) => q % 10 !== 0) ? 1 : 0) +
      (['total', 'angle-from-count', 'missing-count'].includes(p.ask) ? 3 : 0),
  });
}
