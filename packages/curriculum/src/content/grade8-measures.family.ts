/**
 * Grade 8 D1.5: measures of central tendency from frequency tables and grouped data, and measures used to compare two
 * data sets, so Grade 8 no longer repeats Grade 6's "find the mean of this list". The solvers expand the tables (or
 * the two lists) and recompute every measure with exact fractions.
 */
import { byLevel, magnitude } from '../core/levels';
import { type Rational, add, div, rat, sub } from '../core/rational';
import { defineTask } from '../core/task';
import { absR, dec, meanOf, medianOf, medianWork, sumOf } from './data-measures';

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
            : `${who}: ${medianWork(v)}`;
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

interface ConsistencyParams {
  a: number[];
  b: number[];
  ask: 'consistent' | 'rangeGap' | 'combined' | 'joins' | 'missing';
  /** For `joins`, the new student's score (joins Class A); for `missing`, the combined mean of both classes. */
  extra: number;
}

const spreadOf = (v: readonly number[]): number => Math.max(...v) - Math.min(...v);
const consistentLabel = (w: string, range: number): string => `Class ${w}, range ${range}`;
function moreConsistent(a: readonly number[], b: readonly number[]): string {
  const [ra, rb] = [spreadOf(a), spreadOf(b)];
  return ra === rb ? 'Equally consistent' : ra < rb ? consistentLabel('A', ra) : consistentLabel('B', rb);
}

/**
 * Grade 8 D1.5 for task 149: two classes' test scores compared by their measures. The same mean with different
 * ranges (which class is more consistent, level 1; how much wider, 2), the mean of both classes combined when they
 * differ in size (3), whether a new score changes which class is more consistent (4), and working back from the
 * combined mean to a missing score (5).
 */
export function consistencyTask(name: string, description: string) {
  return defineTask<ConsistencyParams>({
    name,
    description,
    build(rng, level) {
      const ask = byLevel<ConsistencyParams['ask']>(level, [
        'consistent',
        'rangeGap',
        'combined',
        'joins',
        'missing',
      ]);
      const nA = byLevel(level, [5, 6, 6, 6, 7]);
      const nB = ask === 'combined' || ask === 'missing' ? nA + rng.int(1, 3) : nA;
      const mean = rng.int(62, 82);
      // A narrow class and a wide class with the same whole mean: fix the last score so the total is n × mean.
      const draw = (n: number, half: number): number[] => {
        for (let k = 0; k < 100; k += 1) {
          const v = Array.from({ length: n - 1 }, () => rng.int(mean - half, Math.min(100, mean + half)));
          const last = n * mean - sumOf(v);
          if (last >= mean - half && last <= Math.min(100, mean + half)) return [...v, last];
        }
        return Array<number>(n).fill(mean);
      };
      let narrow = draw(nA, 6);
      let wide = draw(nB, 18);
      // At level 4 the wide class's range must leave room for a new score that widens Class A and still keeps it
      // narrower than Class B.
      const gap = ask === 'joins' ? 4 : 1;
      for (let k = 0; k < 20 && spreadOf(wide) < spreadOf(narrow) + gap; k += 1) wide = draw(nB, 18);
      const narrowFirst = ask === 'joins' || ask === 'missing' || rng.bool();
      if (ask === 'combined' || ask === 'missing') {
        // Different means make the combined mean differ from the mean of the two means.
        const shift = rng.pick([-8, -6, 6, 8]);
        narrow = narrow.map((x) => x + shift);
      }
      const a = narrowFirst ? narrow : wide;
      let b = narrowFirst ? wide : narrow;
      let extra = 0;
      if (ask === 'combined') {
        // One decimal place at most.
        for (let k = 0; k < 40 && (10 * sumOf([...a, ...b])) % (a.length + b.length) !== 0; k += 1)
          b = [...b.slice(0, -1), (b[b.length - 1] as number) - 1];
      }
      if (ask === 'joins') {
        // The new score always lies outside Class A's scores, so Class A's range changes. Whether it grows past Class
        // B's range is a coin toss: half the seeds Class B becomes the more consistent class, half Class A stays it.
        const [lo, hi, rb] = [Math.min(...a), Math.max(...a), spreadOf(b)];
        // Below or above Class A's scores is a second coin toss, so a low score does not give the answer away.
        const scores = (flips: boolean, below: boolean): number[] =>
          Array.from({ length: 71 }, (_, i) => 30 + i).filter((s) => {
            const r = Math.max(hi, s) - Math.min(lo, s);
            return (below ? s < lo : s > hi) && (flips ? r > rb : r < rb);
          });
        const [flips, below] = [rng.bool(), rng.bool()];
        const pool = [
          scores(flips, below),
          scores(flips, !below),
          scores(!flips, below),
          scores(!flips, !below),
        ].find((p) => p.length > 0);
        extra = pool ? rng.pick(pool) : rng.int(lo, hi);
      }
      if (ask === 'missing') {
        for (let k = 0; k < 40 && sumOf([...a, ...b]) % (a.length + b.length) !== 0; k += 1)
          b = [...b.slice(0, -1), (b[b.length - 1] as number) - 1];
        extra = sumOf([...a, ...b]) / (a.length + b.length);
      }
      const params: ConsistencyParams = { a, b, ask, extra };
      const data = `Test scores (out of 100) of two Grade 8 math groups in Mississauga. Class A: ${a.join(', ')}. Class B: ${b.join(', ')}.`;
      const [ra, rb] = [spreadOf(a), spreadOf(b)];
      const rangeWork = `Class A in order is ${[...a].sort((x, y) => x - y).join(', ')}, a range of ${Math.max(...a)} - ${Math.min(...a)} = ${ra}; Class B in order is ${[...b].sort((x, y) => x - y).join(', ')}, a range of ${Math.max(...b)} - ${Math.min(...b)} = ${rb}`;
      const meanWork = (who: string, v: number[]): string =>
        `Class ${who}: ${v.join(' + ')} = ${sumOf(v)}, mean ${sumOf(v)} ÷ ${v.length} = ${dec(meanOf(v))}`;
      if (ask === 'consistent') {
        const answer = moreConsistent(a, b);
        const other = ra < rb ? consistentLabel('B', rb) : consistentLabel('A', ra);
        // Each wrong option is one mistake with these scores: the wider class taken as more consistent, equal means
        // taken as equal spread, each range found from the first and last scores as listed (not put in order), and
        // the narrower class's greatest score taken as its range.
        const [narrowName, narrowScores] = ra < rb ? (['A', a] as const) : (['B', b] as const);
        const unsorted = (v: readonly number[]): number =>
          Math.abs((v[v.length - 1] as number) - (v[0] as number));
        const [ua, ub] = [unsorted(a), unsorted(b)];
        const unsortedPick =
          ua === ub ? 'Equally consistent' : ua < ub ? consistentLabel('A', ua) : consistentLabel('B', ub);
        // A misread range within 1 of the true one would look like the key with a typo, so it is left out.
        const isNearKey = [ua, ub].some((u) => u !== Math.min(ra, rb) && Math.abs(u - Math.min(ra, rb)) <= 1);
        const topScore = consistentLabel(narrowName, Math.max(...narrowScores));
        const misconceptions = [
          {
            answer: other,
            hint: 'A greater range means the scores are spread more, so they are less consistent.',
          },
          {
            answer: 'Equally consistent',
            hint: 'Equal means tell you nothing about the spread: compare the ranges.',
          },
          ...(isNearKey
            ? []
            : [
                {
                  answer: unsortedPick,
                  hint: 'Put each class’s scores in order first: the range is the greatest score minus the least.',
                },
              ]),
          {
            answer: topScore,
            hint: 'The range is the greatest score minus the least, not the greatest score.',
          },
        ].filter((m, i, all) => m.answer !== answer && all.findIndex((n) => n.answer === m.answer) === i);
        return {
          params,
          title: `Both classes have a mean of ${mean}. Which class’s scores are more consistent?`,
          description: data,
          answer,
          answerKind: 'text',
          explanation: `The means are equal (${mean}), so compare the spread. ${rangeWork}. The smaller range means the scores sit closer together: ${answer}.`,
          hints: ['With equal means, the class whose scores are spread less is more consistent.'],
          misconceptions,
          choices: { distractors: misconceptions.map((m) => m.answer) },
        };
      }
      if (ask === 'rangeGap') {
        const answer = String(Math.abs(ra - rb));
        return {
          params,
          title: `Both classes have a mean of ${mean}. How much greater is the range of the less consistent class?`,
          description: data,
          answer,
          answerKind: 'number',
          explanation: `${rangeWork}. The difference is ${Math.max(ra, rb)} - ${Math.min(ra, rb)} = ${answer}.`,
          hints: ['Find each class’s range (greatest score minus least), then subtract.'],
          misconceptions: [{ answer: '0', hint: 'The means are equal, but the ranges are not.' }].filter(
            (m) => m.answer !== answer,
          ),
        };
      }
      const all = [...a, ...b];
      const n = all.length;
      if (ask === 'combined') {
        const answer = dec(meanOf(all));
        const meanOfMeans = dec(div(add(meanOf(a), meanOf(b)), rat(2)));
        return {
          params,
          title: 'What is the mean score of both classes together? Round to one decimal place.',
          description: data,
          answer,
          answerKind: 'number',
          explanation: `${meanWork('A', a)}. ${meanWork('B', b)}. Together ${a.length} + ${b.length} = ${n} students scored ${sumOf(a)} + ${sumOf(b)} = ${sumOf(all)}, so the combined mean is ${sumOf(all)} ÷ ${n} = ${answer}.`,
          hints: ['Add all the scores of both classes, then divide by the number of students in both.'],
          misconceptions: [
            {
              answer: meanOfMeans,
              hint: `The classes have ${a.length} and ${b.length} students, so the two means do not count equally.`,
            },
          ].filter((m) => m.answer !== answer),
        };
      }
      if (ask === 'joins') {
        const after = [...a, extra];
        const answer = moreConsistent(after, b);
        return {
          params,
          title: `A new student joins Class A and scores ${extra}. Which class’s scores are more consistent now?`,
          description: data,
          answer,
          answerKind: 'text',
          explanation: `Before, ${rangeWork}. With ${extra}, Class A's scores run from ${Math.min(...after)} to ${Math.max(...after)}, a range of ${Math.max(...after)} - ${Math.min(...after)} = ${spreadOf(after)}, against Class B's ${rb}. The smaller range belongs to the more consistent class: ${answer}.`,
          hints: [`Does ${extra} change Class A’s least or greatest score? Find the new range.`],
          choices: {
            distractors: [
              consistentLabel('A', ra),
              consistentLabel('A', spreadOf(after)),
              consistentLabel('B', rb),
              'Equally consistent',
            ].filter((d) => d !== answer),
            fallback: (k) => consistentLabel('B', rb + k + 1),
          },
        };
      }
      const shown = b.slice(0, -1);
      const missing = b[b.length - 1] as number;
      return {
        params,
        title: `The mean of all ${n} scores, both classes together, is ${extra}. One score in Class B is missing. What is it?`,
        description: `Test scores (out of 100) of two Grade 8 math groups in Mississauga. Class A: ${a.join(', ')}. Class B: ${shown.join(', ')} and one missing score.`,
        answer: String(missing),
        answerKind: 'number',
        explanation: `${n} scores with a mean of ${extra} add to ${n} × ${extra} = ${n * extra}. Class A adds to ${a.join(' + ')} = ${sumOf(a)} and Class B's known scores to ${shown.join(' + ')} = ${sumOf(shown)}, together ${sumOf(a) + sumOf(shown)}. The missing score is ${n * extra} - ${sumOf(a) + sumOf(shown)} = ${missing}.`,
        hints: [`Multiply the combined mean by ${n} to get the total of all scores.`],
        misconceptions: [
          {
            answer: String(b.length * extra - sumOf(shown)),
            hint: `${extra} is the mean of both classes together, not of Class B alone.`,
          },
        ].filter((m) => m.answer !== String(missing)),
      };
    },
    solve: (p) => {
      if (p.ask === 'consistent') return moreConsistent(p.a, p.b);
      if (p.ask === 'rangeGap') return String(Math.abs(spreadOf(p.a) - spreadOf(p.b)));
      if (p.ask === 'combined') return dec(meanOf([...p.a, ...p.b]));
      if (p.ask === 'joins') return moreConsistent([...p.a, p.extra], p.b);
      // Work back: the total of all scores minus every known one.
      const total = p.extra * (p.a.length + p.b.length);
      return String(total - sumOf(p.a) - sumOf(p.b.slice(0, -1)));
    },
    complexity: (p) =>
      magnitude(...p.a, ...p.b) +
      (p.a.length + p.b.length) / 4 +
      { consistent: 0, rangeGap: 0.5, combined: 2, joins: 3, missing: 5 }[p.ask],
  });
}
