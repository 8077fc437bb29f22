/**
 * Grade 7 D1.5: how adding or removing a data value changes the mean and the median. Level 1 adds a value and
 * asks the new mean, level 2 removes one, level 3 asks by how much the mean changes, level 4 asks the new median,
 * level 5 asks which value must be added to reach a given mean. The solver recomputes every measure from the
 * listed values with exact fractions, never from the totals the explanation uses.
 */
import { byLevel, magnitude } from '../core/levels';
import { add, div, rat, sub, toDecimalString as decimal } from '../core/rational';
const toDecimalString = (r: Rational): string => decimal(r, 1, true);
import type { Rational } from '../core/rational';
import { defineTask } from '../core/task';
import type { RealisticContext } from '../lint/facts';

type Ask = 'newMean' | 'removedMean' | 'meanChange' | 'newMedian' | 'target';

interface ChangeParams {
  values: number[];
  ask: Ask;
  /** The value added (or removed, for `removedMean`); for `target`, the mean to reach. */
  value: number;
}

interface ChangeContext {
  what: string;
  min: number;
  max: number;
  fact: RealisticContext;
}

const CONTEXTS: ChangeContext[] = [
  { what: 'goals a hockey team scored in its games', min: 0, max: 9, fact: 'hockey-game-goals' },
  { what: 'heights of bean plants (cm)', min: 2, max: 40, fact: 'plant-height-cm' },
  {
    what: 'points a basketball player scored in each game',

    min: 2,
    max: 38,
    fact: 'basketball-game-points',
  },
  {
    what: 'minutes Priya spent reading each day',

    min: 10,
    max: 95,
    fact: 'daily-reading-minutes',
  },
];

const sum = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0);
const meanOf = (values: readonly number[]): Rational => div(rat(sum(values)), rat(values.length));
function medianOf(values: readonly number[]): Rational {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? rat(sorted[mid] as number)
    : div(add(rat(sorted[mid - 1] as number), rat(sorted[mid] as number)), rat(2));
}

export function dataChangeTask(name: string, description: string) {
  return defineTask<ChangeParams>({
    name,
    description,
    build(rng, level) {
      const ask = byLevel<Ask>(level, ['newMean', 'removedMean', 'meanChange', 'newMedian', 'target']);
      const ctx = rng.pick(level <= 2 ? CONTEXTS.slice(0, 2) : CONTEXTS.slice(1));
      const count = byLevel(level, [4, 5, 5, 5, 6]);
      // Level 3 draws the data from the low or the high 40 % of the context's range, so the added value can sit well
      // away from the others (a big game after quiet ones) and move the mean visibly, not by the 1 or 2 a random
      // value gives.
      const band = Math.floor((ctx.max - ctx.min) * 0.4);
      const low = rng.bool();
      const [from, to] =
        ask !== 'meanChange'
          ? [ctx.min, ctx.max]
          : low
            ? [ctx.min, ctx.min + band]
            : [ctx.max - band, ctx.max];
      const draw = (): { values: number[]; value: number } => {
        const values = Array.from({ length: count }, () => rng.int(from, to));
        // Whole means before and after: step the last value, then the added value, through the context's range.
        const wholeMean = (v: number[]): boolean => sum(v) % v.length === 0;
        const step = (v: number): number => (v + 1 > ctx.max ? ctx.min : v + 1);
        const removeAt = rng.int(0, count - 1);
        const other = (removeAt + 1) % count;
        if (ask === 'removedMean')
          // The values left after removing one have a whole mean: step another value until they do.
          while ((sum(values) - (values[removeAt] as number)) % (count - 1) !== 0)
            values[other] = step(values[other] as number);
        else if (ask === 'meanChange')
          // Stay in the band (it is wider than the 5 steps a whole mean can need).
          while (!wholeMean(values))
            values[count - 1] =
              (values[count - 1] as number) + 1 > to ? from : (values[count - 1] as number) + 1;
        else if (ask !== 'newMedian')
          while (!wholeMean(values)) values[count - 1] = step(values[count - 1] as number);
        const total = sum(values);
        const mean = total / count;
        let value = rng.int(ctx.min, ctx.max);
        if (ask === 'newMean') {
          while (value === mean || (total + value) % (count + 1) !== 0) value = step(value);
        }
        if (ask === 'meanChange') {
          // The change is k/2 for k = 4..20 (2 to 10), up or down: the added value is the mean ± (count + 1) × k/2,
          // a whole number because count + 1 = 6 is even, and it must fit the context.
          const half = (count + 1) / 2;
          const candidates: number[] = [];
          for (let k = 4; k <= 20; k += 1)
            for (const v of [mean + half * k, mean - half * k])
              if (v >= ctx.min && v <= ctx.max) candidates.push(v);
          if (candidates.length > 0) value = rng.pick(candidates);
          else while (value === mean || (total + value) % (count + 1) !== 0) value = step(value);
        }
        if (ask === 'removedMean') {
          value = values[removeAt] as number;
        }
        if (ask === 'target') {
          // The mean to reach is a whole number other than today's, and the value that reaches it fits the context.
          const reachable: number[] = [];
          for (let m = ctx.min; m <= ctx.max; m += 1) {
            const needed = m * (count + 1) - total;
            if (m !== mean && needed >= ctx.min && needed <= ctx.max) reachable.push(m);
          }
          value = reachable.length > 0 ? rng.pick(reachable) : mean;
        }
        return { values, value };
      };
      /** The key computed from the drawn data, to compare with the numbers the question prints. */
      const keyOf = (values: readonly number[], value: number): number => {
        const total = sum(values);
        const n = values.length;
        switch (ask) {
          case 'newMean':
            return (total + value) / (n + 1);
          case 'removedMean':
            return (total - value) / (n - 1);
          case 'meanChange':
            return Math.abs((total + value) / (n + 1) - total / n);
          case 'newMedian':
            return Number(toDecimalString(medianOf([...values, value])));
          case 'target':
            return value * (n + 1) - total;
        }
      };
      // A key that is one of the numbers in the question (a data value, the value added or removed, the target mean
      // or the count) can be guessed without working: draw again, a bounded number of times.
      const guessable = (d: { values: number[]; value: number }): boolean =>
        [...d.values, d.value, ...(ask === 'target' ? [count + 1] : [])].includes(keyOf(d.values, d.value));
      let drawn = draw();
      for (let attempt = 0; attempt < 40 && guessable(drawn); attempt += 1) drawn = draw();
      const { values, value } = drawn;
      const total = sum(values);
      const mean = total / count;
      const params: ChangeParams = { values, ask, value };
      const data = `Data (${ctx.what}): ${values.join(', ')}`;
      const facts = {
        contextValues: [{ context: ctx.fact, values: [...values, ...(ask === 'target' ? [] : [value])] }],
      };
      const n = count;
      if (ask === 'newMean' || ask === 'meanChange') {
        const newTotal = total + value;
        const newMean = newTotal / (n + 1);
        const change = newMean - mean;
        const meanLine = `The ${n} values add to ${values.join(' + ')} = ${total}, so the mean is ${total} ÷ ${n} = ${mean}.`;
        const newLine = `With ${value} added there are ${n + 1} values adding to ${total} + ${value} = ${newTotal}, so the new mean is ${newTotal} ÷ ${n + 1} = ${newMean}.`;
        if (ask === 'newMean')
          return {
            params,
            title: `One more value is added to the data: ${value}. What is the new mean?`,
            description: data,
            answer: String(newMean),
            answerKind: 'number',
            hints: [`Add ${value} to the total of the ${n} values, then divide by ${n + 1}, not ${n}.`],
            misconceptions: [
              { answer: String(mean), hint: `${mean} is the mean before ${value} was added.` },
              {
                answer: toDecimalString(div(rat(newTotal), rat(n))),
                hint: `There are now ${n + 1} values, so divide by ${n + 1}.`,
              },
            ].filter((m) => m.answer !== String(newMean)),
            explanation: `The ${n} values add to ${values.join(' + ')} = ${total}. ${newLine}`,
            lintFacts: facts,
          };
        const direction = change > 0 ? 'go up' : 'go down';
        return {
          params,
          title: `One more value is added to the data: ${value}. By how much does the mean ${direction}?`,
          description: data,
          answer: String(Math.abs(change)),
          answerKind: 'number',
          hints: [
            `Find the mean of the ${n} values first, then the mean of the ${n + 1} values with ${value}.`,
          ],
          misconceptions: [
            {
              answer: String(Math.abs(value - mean)),
              hint: `The ${value} is shared over all ${n + 1} values.`,
            },
          ].filter((m) => m.answer !== String(Math.abs(change))),
          explanation: `${meanLine} ${newLine} The mean goes ${change > 0 ? 'up' : 'down'} by ${change > 0 ? `${newMean} - ${mean}` : `${mean} - ${newMean}`} = ${Math.abs(change)}.`,
          lintFacts: facts,
        };
      }
      if (ask === 'removedMean') {
        const newTotal = total - value;
        const newMean = newTotal / (n - 1);
        return {
          params,
          title: `The value ${value} is removed from the data. What is the mean of the values left?`,
          description: data,
          answer: String(newMean),
          answerKind: 'number',
          hints: [`Take ${value} away from the total of the ${n} values, then divide by ${n - 1}.`],
          misconceptions: [
            { answer: String(mean), hint: `${mean} is the mean before ${value} was removed.` },
          ].filter((m) => m.answer !== String(newMean)),
          explanation: `The ${n} values add to ${values.join(' + ')} = ${total}. Without ${value}, ${n - 1} values are left and they add to ${total} - ${value} = ${newTotal}. The new mean is ${newTotal} ÷ ${n - 1} = ${newMean}.`,
          lintFacts: facts,
        };
      }
      if (ask === 'newMedian') {
        const sorted = [...values].sort((a, b) => a - b);
        const before = medianOf(values);
        const after = [...values, value].sort((a, b) => a - b);
        const middle = after.slice(n / 2 - 0.5, n / 2 + 1.5);
        const answer = toDecimalString(medianOf(after));
        return {
          params,
          title: `One more value is added to the data: ${value}. What is the new median?`,
          description: data,
          answer,
          answerKind: 'number',
          hints: [`Put all ${n + 1} values in order, ${value} included, and find the middle.`],
          misconceptions: [
            { answer: toDecimalString(before), hint: `That is the median before ${value} was added.` },
          ].filter((m) => m.answer !== answer),
          explanation: `In order, the ${n} values are ${sorted.join(', ')}, with median ${toDecimalString(before)}. With ${value} added, the ${n + 1} values in order are ${after.join(', ')}. With an even number of values the median is halfway between the two middle values, ${middle.join(' and ')}: (${middle.join(' + ')}) ÷ 2 = ${answer}. The new median is ${answer}.`,
          lintFacts: facts,
        };
      }
      const needed = value * (n + 1) - total;
      return {
        params,
        title: `What value must be added to the data so the mean of the ${n + 1} values is ${value}?`,
        description: data,
        answer: String(needed),
        answerKind: 'number',
        hints: [`${n + 1} values with a mean of ${value} must add to ${n + 1} × ${value}.`],
        misconceptions: [
          {
            answer: String(value),
            hint: `Adding ${value} leaves the mean at ${mean} pulled only part of the way; find the total the ${n + 1} values need.`,
          },
          {
            answer: String(value * n - total),
            hint: `After adding a value there are ${n + 1} values, not ${n}.`,
          },
        ].filter((m) => m.answer !== String(needed)),
        explanation: `Today the ${n} values add to ${values.join(' + ')} = ${total}, a mean of ${mean}. ${n + 1} values with a mean of ${value} add to ${n + 1} × ${value} = ${value * (n + 1)}. The value to add is ${value * (n + 1)} - ${total} = ${needed}.`,
        lintFacts: facts,
      };
    },
    solve: (p) => {
      if (p.ask === 'newMean') return toDecimalString(meanOf([...p.values, p.value]));
      if (p.ask === 'removedMean') {
        const left = [...p.values];
        left.splice(left.indexOf(p.value), 1);
        return toDecimalString(meanOf(left));
      }
      if (p.ask === 'meanChange') {
        const change = sub(meanOf([...p.values, p.value]), meanOf(p.values));
        return toDecimalString(change.n < 0n ? sub(rat(0), change) : change);
      }
      if (p.ask === 'newMedian') return toDecimalString(medianOf([...p.values, p.value]));
      // Try every candidate value until the mean of the longer list is the target.
      for (let v = -1000; v <= 1000; v += 1) {
        const m = meanOf([...p.values, v]);
        if (m.d === 1n && m.n === BigInt(p.value)) return String(v);
      }
      return 'none';
    },
    complexity: (p) =>
      magnitude(...p.values, p.value) +
      p.values.length / 2 +
      { newMean: 0, removedMean: 1, meanChange: 2, newMedian: 3, target: 4 }[p.ask],
  });
}
