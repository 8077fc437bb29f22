/**
 * Grade 8 D1.5: measures of central tendency from frequency tables and grouped data, and measures used to compare two
 * data sets, so Grade 8 no longer repeats Grade 6's "find the mean of this list". The solvers expand the tables (or
 * the two lists) and recompute every measure with exact fractions.
 */
import { byLevel, magnitude } from '../core/levels';
import { type Rational, add, div, rat, sub, toDecimalString } from '../core/rational';
import { defineTask } from '../core/task';

const dec = (r: Rational): string => toDecimalString(r, 1, true);
const sumOf = (v: readonly number[]): number => v.reduce((s, x) => s + x, 0);
function medianOf(values: readonly number[]): Rational {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1
    ? rat(s[m] as number)
    : div(add(rat(s[m - 1] as number), rat(s[m] as number)), rat(2));
}
const meanOf = (v: readonly number[]): Rational => div(rat(sumOf(v)), rat(v.length));
const absR = (r: Rational): Rational => (r.n < 0n ? sub(rat(0), r) : r);

interface TableParams {
  /** The values (or, for grouped data, each interval's midpoint) and how often each occurs. */
  values: number[];
  freqs: number[];
  ask: 'mode' | 'median' | 'mean' | 'grouped';
}

const expand = (p: TableParams): number[] =>
  p.values.flatMap((v, i) => Array<number>(p.freqs[i] as number).fill(v));

/** A frequency table: mode (level 1), median (2 and 4), mean (3), the mean estimated from grouped data (5). */
export function frequencyTableTask(name: string, description: string) {
  return defineTask<TableParams>({
    name,
    description,
    build(rng, level) {
      const ask = byLevel<TableParams['ask']>(level, ['mode', 'median', 'mean', 'median', 'grouped']);
      const grouped = ask === 'grouped';
      const count = grouped ? 5 : byLevel(level, [5, 6, 6, 7, 5]);
      const values = grouped ? [5, 15, 25, 35, 45] : Array.from({ length: count }, (_, i) => i);
      const freqs = Array.from({ length: count }, () => rng.int(1, level >= 4 ? 9 : 6));
      if (ask === 'mode') {
        const top = rng.int(0, count - 1);
        freqs[top] = Math.max(...freqs) + rng.int(1, 3);
      }
      if (ask === 'mean' || grouped) {
        // Step the first frequency until the mean has at most one decimal place.
        for (
          let k = 0;
          k < 40 && (10 * sumOf(values.map((v, i) => v * (freqs[i] as number)))) % sumOf(freqs) !== 0;
          k += 1
        )
          freqs[0] = ((freqs[0] as number) % 9) + 1;
      }
      const params: TableParams = { values, freqs, ask };
      const n = sumOf(freqs);
      const total = sumOf(values.map((v, i) => v * (freqs[i] as number)));
      const rows = grouped
        ? values.map((m, i) => `${m - 5} to under ${m + 5} min: ${freqs[i]}`).join('; ')
        : values.map((v, i) => `${v}: ${freqs[i]}`).join('; ');
      const what = grouped
        ? 'Minutes of homework done by students last night (interval: number of students)'
        : level === 4
          ? 'Goals a hockey team scored per game this season (goals: number of games)'
          : 'Books read last month by students in a class (books: number of students)';
      const list = expand(params);
      if (ask === 'mode') {
        const top = values[freqs.indexOf(Math.max(...freqs))] as number;
        return {
          params,
          title: 'What is the mode of the data in the frequency table?',
          description: `${what}. ${rows}`,
          answer: String(top),
          answerKind: 'number',
          explanation: `The mode is the value with the greatest frequency. The frequencies ${freqs.join(', ')} belong to ${values.join(', ')} books read. The greatest frequency is ${Math.max(...freqs)}, so the mode is ${top}.`,
          hints: ['Look for the largest number of students, then read which value it belongs to.'],
          misconceptions: [
            {
              answer: String(Math.max(...freqs)),
              hint: 'That is how many students; the mode is the number of books.',
            },
          ],
        };
      }
      if (ask === 'median') {
        const med = medianOf(list);
        const answer = dec(med);
        const positions =
          n % 2 === 1 ? `value number ${(n + 1) / 2}` : `the mean of values number ${n / 2} and ${n / 2 + 1}`;
        const unit = level === 4 ? 'goals' : 'books';
        return {
          params,
          title: 'What is the median of the data in the frequency table?',
          description: `${what}. ${rows}`,
          answer,
          answerKind: 'number',
          explanation: `There are ${freqs.join(' + ')} = ${n} values, so the median is ${positions} in order. Counting up the table, ${values
            .map((v, i) => `${sumOf(freqs.slice(0, i + 1))} values are at most ${v}`)
            .join(', ')}. The median is ${answer} ${unit}.`,
          hints: [`Add the frequencies to find how many values there are, then find the middle one.`],
          misconceptions: [
            {
              answer: dec(medianOf(values)),
              hint: 'That is the middle of the table’s values; use every value as often as it occurs.',
            },
          ].filter((m) => m.answer !== answer),
        };
      }
      const mean = div(rat(total), rat(n));
      const answer = dec(mean);
      const products = values.map((v, i) => `${v} × ${freqs[i]}`).join(' + ');
      return {
        params,
        title: grouped
          ? 'Estimate the mean from the grouped data, using the middle of each interval.'
          : 'What is the mean of the data in the frequency table?',
        description: `${what}. ${rows}. Give the answer to one decimal place if needed.`,
        answer,
        answerKind: 'number',
        explanation: `${grouped ? `The intervals ${values.map((m) => `${m - 5} to ${m + 5}`).join(', ')} have middles ${values.join(', ')}. ` : ''}Total: ${products} = ${total}. Number of values: ${freqs.join(' + ')} = ${n}. The ${grouped ? 'estimated ' : ''}mean is ${total} ÷ ${n} = ${answer}.`,
        hints: [
          grouped
            ? 'Multiply each interval’s middle by its frequency, add, then divide by the number of students.'
            : 'Multiply each value by its frequency and add; then divide by the number of students.',
        ],
        misconceptions: [
          {
            answer: dec(div(rat(total), rat(count))),
            hint: `Divide by the number of students (${n}), not the number of rows.`,
          },
          { answer: dec(meanOf(values)), hint: 'Each value counts as often as its frequency says.' },
        ].filter((m) => m.answer !== answer),
      };
    },
    solve: (p) => {
      const list = expand(p);
      if (p.ask === 'mode') {
        let best = list[0] as number;
        for (const v of list)
          if (list.filter((x) => x === v).length > list.filter((x) => x === best).length) best = v;
        return String(best);
      }
      if (p.ask === 'median') return dec(medianOf(list));
      return dec(meanOf(list));
    },
    complexity: (p) =>
      magnitude(...p.values, sumOf(p.freqs)) +
      p.values.length / 2 +
      { mode: 0, median: 1, mean: 2, grouped: 4 }[p.ask] +
      (p.ask === 'median' && p.values.length > 6 ? 1.5 : 0),
  });
}

interface CompareParams {
  a: number[];
  b: number[];
  ask: 'meanGap' | 'rangeGap' | 'medianGap' | 'outlier' | 'catchUp';
}

/**
 * Two players' points in the same games compared by a measure (levels 1-3), the gap between mean and median an
 * outlier makes (4), and the next score that makes the second player's mean equal the first's (5).
 */
export function compareSetsTask(name: string, description: string) {
  return defineTask<CompareParams>({
    name,
    description,
    build(rng, level) {
      const ask = byLevel<CompareParams['ask']>(level, [
        'meanGap',
        'rangeGap',
        'medianGap',
        'outlier',
        'catchUp',
      ]);
      const n = byLevel(level, [5, 5, 6, 7, 6]);
      const draw = (lo: number, hi: number): number[] => Array.from({ length: n }, () => rng.int(lo, hi));
      const a = draw(8, 30);
      const b = draw(6, 28);
      const whole = (v: number[], d: number): void => {
        while (sumOf(v) % d !== 0) v[v.length - 1] = (v[v.length - 1] as number) + 1;
      };
      if (ask === 'meanGap' || ask === 'catchUp') {
        whole(a, n);
        whole(b, n);
      }
      const spread = (v: number[]): number => Math.max(...v) - Math.min(...v);
      // A difference of 0 teaches nothing: move one of Bea's scores until the measures differ.
      for (let k = 0; k < 10 && ask === 'rangeGap' && spread(a) === spread(b); k += 1)
        b[0] = (b[0] as number) + 3;
      for (
        let k = 0;
        k < 10 && ask === 'medianGap' && medianOf(a).n * medianOf(b).d === medianOf(b).n * medianOf(a).d;
        k += 1
      )
        b[0] = (b[0] as number) + 5;
      if (ask === 'outlier') {
        // One game far above the others: the mean moves, the median barely does.
        a[n - 1] = rng.int(38, 48);
        whole(a, n);
        for (let k = 0; k < 5 && sumOf(a) / n - Number(medianOf(a).n) / Number(medianOf(a).d) < 2; k += 1)
          a[n - 1] = (a[n - 1] as number) + n;
      }
      if (ask === 'catchUp') {
        // B must need a realistic next score: raise A's total until (n + 1) × mean(A) - total(B) lies in 5..45.
        let need = ((n + 1) * sumOf(a)) / n - sumOf(b);
        for (let k = 0; k < 60 && (need < 5 || need > 45); k += 1) {
          const i = k % n;
          if (need < 5) a[i] = (a[i] as number) + n;
          else b[i] = (b[i] as number) + 1;
          whole(b, n);
          need = ((n + 1) * sumOf(a)) / n - sumOf(b);
        }
      }
      const params: CompareParams = { a, b, ask };
      const data = `Points per game. Amir: ${a.join(', ')}. Bea: ${b.join(', ')}.`;
      const [ma, mb] = [meanOf(a), meanOf(b)];
      const sumLine = (who: string, v: number[]): string =>
        `${who}: ${v.join(' + ')} = ${sumOf(v)}, mean ${sumOf(v)} ÷ ${v.length} = ${dec(meanOf(v))}`;
      if (ask === 'meanGap') {
        const gap = dec(absR(sub(ma, mb)));
        return {
          params,
          title: 'By how many points do the two players’ means differ?',
          description: data,
          answer: gap,
          answerKind: 'number',
          explanation: `${sumLine('Amir', a)}. ${sumLine('Bea', b)}. The means differ by ${gap} point${gap === '1' ? '' : 's'}.`,
          hints: ['Find each player’s mean, then subtract the smaller from the larger.'],
          misconceptions: [
            {
              answer: String(Math.abs(sumOf(a) - sumOf(b))),
              hint: 'That compares the totals; divide each total by the number of games first.',
            },
          ].filter((m) => m.answer !== gap),
        };
      }
      if (ask === 'rangeGap' || ask === 'medianGap') {
        const measure = ask === 'rangeGap' ? 'range' : 'median';
        const of = (v: number[]): Rational =>
          ask === 'rangeGap' ? rat(Math.max(...v) - Math.min(...v)) : medianOf(v);
        const gap = dec(absR(sub(of(a), of(b))));
        const sortedA = [...a].sort((x, y) => x - y).join(', ');
        const sortedB = [...b].sort((x, y) => x - y).join(', ');
        const work = (who: string, v: number[], s: string): string =>
          ask === 'rangeGap'
            ? `${who} in order: ${s}, range ${Math.max(...v)} - ${Math.min(...v)} = ${dec(of(v))}`
            : `${who} in order: ${s}, median ${dec(of(v))}`;
        return {
          params,
          title: `By how many points do the two players’ ${measure}s differ?`,
          description: data,
          answer: gap,
          answerKind: 'number',
          explanation: `${work('Amir', a, sortedA)}. ${work('Bea', b, sortedB)}. The ${measure}s differ by ${gap} point${gap === '1' ? '' : 's'}.`,
          hints: [
            ask === 'rangeGap'
              ? 'The range is the greatest value minus the least.'
              : 'Put each player’s scores in order before finding the middle.',
          ],
          misconceptions: [],
        };
      }
      if (ask === 'outlier') {
        const gap = dec(sub(ma, medianOf(a)));
        return {
          params,
          title: 'By how much is Amir’s mean greater than his median?',
          description: `${data} Amir’s last game was his best of the season.`,
          answer: gap,
          answerKind: 'number',
          explanation: `${sumLine('Amir', a)}. In order: ${[...a].sort((x, y) => x - y).join(', ')}, median ${dec(medianOf(a))}. The one high game pulls the mean up: ${dec(ma)} - ${dec(medianOf(a))} = ${gap}.`,
          hints: ['Find Amir’s mean and his median; only his scores are needed.'],
          misconceptions: [],
        };
      }
      const need = ((n + 1) * sumOf(a)) / n - sumOf(b);
      return {
        params,
        title: 'What must Bea score in her next game so her mean equals Amir’s mean?',
        description: `${data} Amir does not play the next game.`,
        answer: String(need),
        answerKind: 'number',
        explanation: `${sumLine('Amir', a)}. Bea: ${b.join(' + ')} = ${sumOf(b)}. With one more game Bea has ${n + 1} games, which must add to ${n + 1} × ${dec(ma)} = ${((n + 1) * sumOf(a)) / n}. She has ${sumOf(b)}, so she needs ${((n + 1) * sumOf(a)) / n} - ${sumOf(b)} = ${need}.`,
        hints: ['With one more game, Bea’s scores must add to her new number of games times Amir’s mean.'],
        misconceptions: [
          {
            answer: dec(ma),
            hint: 'Scoring the mean once keeps her mean where it is; she must also make up her shortfall.',
          },
        ].filter((m) => m.answer !== String(need)),
      };
    },
    solve: (p) => {
      if (p.ask === 'meanGap') return dec(absR(sub(meanOf(p.a), meanOf(p.b))));
      if (p.ask === 'rangeGap')
        return dec(absR(rat(Math.max(...p.a) - Math.min(...p.a) - (Math.max(...p.b) - Math.min(...p.b)))));
      if (p.ask === 'medianGap') return dec(absR(sub(medianOf(p.a), medianOf(p.b))));
      if (p.ask === 'outlier') return dec(sub(meanOf(p.a), medianOf(p.a)));
      // Try next scores until Bea's mean equals Amir's.
      for (let s = 0; s <= 200; s += 1) {
        const m = meanOf([...p.b, s]);
        const t = meanOf(p.a);
        if (m.n * t.d === t.n * m.d) return String(s);
      }
      return 'none';
    },
    complexity: (p) =>
      magnitude(...p.a, ...p.b) +
      p.a.length / 2 +
      { meanGap: 0, rangeGap: 0.5, medianGap: 1.5, outlier: 3, catchUp: 5 }[p.ask],
  });
}
