/**
 * Grade 6 adding and subtracting fractions with like and unlike denominators, mixed numbers included (B2.5).
 * Keys are in lowest terms; the solver adds with exact rationals from the parameters.
 */
import { texFraction } from '../core/format';
import { gcd, lcm } from '../core/levels';
import { type Rational, add, rat, sub, toFractionString } from '../core/rational';
import type { Rng } from '../core/rng';
import { defineTask } from '../core/task';

interface MixedNumber {
  whole: number;
  n: number;
  d: number;
}

interface FractionSumParams {
  terms: MixedNumber[];
  /** Sign of each term after the first: 1 add, -1 subtract; for 'trail' the first term is the whole trail. */
  signs: number[];
  kind: 'plain' | 'trail';
}

const valueOf = (m: MixedNumber): Rational => rat(m.whole * m.d + m.n, m.d);

const tex = (m: MixedNumber): string =>
  m.whole === 0 ? texFraction(m.n, m.d) : m.n === 0 ? String(m.whole) : `${m.whole} ${texFraction(m.n, m.d)}`;

function properFraction(rng: Rng, d: number): number {
  for (;;) {
    const n = rng.int(1, d - 1);
    if (gcd(n, d) === 1) return n;
  }
}

/** Writes a rational as TeX, mixed when above one: 7/4 as 1 3/4. */
function texValue(r: Rational): string {
  const n = Number(r.n);
  const d = Number(r.d);
  if (d === 1) return String(n);
  const whole = Math.floor(n / d);
  return whole === 0 ? texFraction(n, d) : `${whole} ${texFraction(n - whole * d, d)}`;
}

/** B2.5: add and subtract fractions; like denominators, then related, then unlike, then mixed numbers, then a trail. */
export function fractionSumTask(name: string, description: string) {
  return defineTask<FractionSumParams>({
    name,
    description,
    build(rng, level) {
      const kind: FractionSumParams['kind'] = level === 5 ? 'trail' : 'plain';
      let terms: MixedNumber[];
      let signs: number[];
      if (level === 1) {
        const d = rng.int(5, 12);
        terms = [0, 0].map(() => ({ whole: 0, n: rng.int(1, d - 1), d }));
        signs = [rng.bool() ? 1 : -1];
      } else if (level === 2) {
        const d = rng.pick([2, 3, 4, 5]);
        const d2 = d * rng.int(2, 3);
        terms = [
          { whole: 0, n: properFraction(rng, d), d },
          { whole: 0, n: properFraction(rng, d2), d: d2 },
        ];
        signs = [1];
      } else if (level === 3) {
        const [d1, d2] = rng.pick([
          [2, 3],
          [3, 4],
          [2, 5],
          [4, 5],
          [3, 5],
          [4, 6],
          [6, 8],
          [3, 8],
        ] as const);
        terms = [
          { whole: 0, n: properFraction(rng, d1), d: d1 },
          { whole: 0, n: properFraction(rng, d2), d: d2 },
        ];
        signs = [rng.bool() ? 1 : -1];
      } else if (level === 4) {
        const [d1, d2] = rng.pick([
          [2, 6],
          [3, 4],
          [4, 6],
          [2, 3],
          [3, 8],
          [4, 5],
        ] as const);
        terms = [
          { whole: rng.int(3, 6), n: properFraction(rng, d1), d: d1 },
          { whole: rng.int(1, 2), n: properFraction(rng, d2), d: d2 },
        ];
        signs = [-1];
      } else {
        const d = rng.pick([4, 6, 8, 12]);
        const parts = [rng.pick([2, 3, 4]), rng.pick([2, 3, 4])];
        terms = [
          { whole: rng.int(6, 9), n: properFraction(rng, d), d },
          { whole: rng.int(1, 2), n: properFraction(rng, parts[0] as number), d: parts[0] as number },
          { whole: rng.int(1, 2), n: properFraction(rng, parts[1] as number), d: parts[1] as number },
        ];
        signs = [-1, -1];
      }
      // Subtraction keeps a positive result: the larger term goes first.
      if (
        signs[0] === -1 &&
        terms.length === 2 &&
        sub(valueOf(terms[0] as MixedNumber), valueOf(terms[1] as MixedNumber)).n <= 0n
      ) {
        terms.reverse();
      }
      const values = terms.map(valueOf);
      let result = values[0] as Rational;
      values.slice(1).forEach((v, i) => {
        result = signs[i] === 1 ? add(result, v) : sub(result, v);
      });
      if (result.n <= 0n) return this.build(rng, level);
      const answer = toFractionString(result);
      const common = terms.reduce((l, t) => lcm(l, t.d), 1);
      const scaled = terms.map((t) => texFraction((t.whole * t.d + t.n) * (common / t.d), common));
      const rewritten = terms
        .map((t, i) => (t.d === common && t.whole === 0 ? null : `$${tex(t)} = ${scaled[i] as string}$`))
        .filter((x) => x !== null);
      const expression = terms
        .map((t, i) => (i === 0 ? tex(t) : `${signs[i - 1] === 1 ? '+' : '-'} ${tex(t)}`))
        .join(' ');
      const wrong = (() => {
        const [a, b] = terms as [MixedNumber, MixedNumber];
        const n = a.whole * a.d + a.n + (signs[0] === 1 ? 1 : -1) * (b.whole * b.d + b.n);
        const d = a.d + b.d;
        return n > 0 ? toFractionString(rat(n, d)) : null;
      })();
      const misconceptions =
        wrong && wrong !== answer
          ? [
              {
                answer: wrong,
                hint: 'Denominators are not added: write both fractions with a common denominator first.',
              },
            ]
          : [];
      const answerForm = 'Give the answer as a fraction in lowest terms, like 7/4.';
      const operation = scaled
        .map((f, i) => (i === 0 ? f : `${signs[i - 1] === 1 ? '+' : '-'} ${f}`))
        .join(' ');
      const combined = texFraction(Number(result.n) * (common / Number(result.d)), common);
      const workedSteps =
        rewritten.length > 0
          ? `Rewrite with the common denominator ${common}: ${rewritten.join(' and ')}. Then $${operation} = ${combined}$`
          : `The denominators are the same, so combine the numerators: $${operation} = ${combined}$`;
      if (kind === 'trail') {
        const who = rng.pick(['Mei', 'Owen', 'Zara', 'Noah']);
        const [trail, before, after] = terms as [MixedNumber, MixedNumber, MixedNumber];
        return {
          params: { terms, signs, kind },
          title: 'How many kilometres of the trail are left?',
          description: `A trail in Algonquin Park is $${tex(trail)}$ km long. ${who} hikes $${tex(before)}$ km before lunch and $${tex(after)}$ km after lunch. ${answerForm}`,
          answer,
          answerKind: 'fraction',
          explanation: `Subtract both parts from the trail. ${workedSteps}, which is $${texValue(result)}$ km, or ${answer} km left.`,
          hints: [
            `Rewrite $${tex(trail)}$, $${tex(before)}$ and $${tex(after)}$ as improper fractions with the denominator ${common}.`,
          ],
          misconceptions: [],
        };
      }
      return {
        params: { terms, signs, kind },
        title: `Calculate $${expression}$.`,
        description: answerForm,
        answer,
        answerKind: 'fraction',
        explanation: `${workedSteps}${toFractionString(rat(Number(result.n) * (common / Number(result.d)), common)) !== `${Number(result.n) * (common / Number(result.d))}/${common}` ? `, which is ${answer} in lowest terms` : ''}. The answer is ${answer}.`,
        hints: [
          terms.every((t) => t.d === common)
            ? `The denominators are already the same: ${signs[0] === 1 ? 'add' : 'subtract'} the numerators and keep ${common}.`
            : `Find a common denominator of ${terms.map((t) => t.d).join(' and ')}, then rewrite each fraction.`,
        ],
        misconceptions,
      };
    },
    solve: (p) => {
      let total = valueOf(p.terms[0] as MixedNumber);
      p.terms.slice(1).forEach((t, i) => {
        total = p.signs[i] === 1 ? add(total, valueOf(t)) : sub(total, valueOf(t));
      });
      return toFractionString(total);
    },
    complexity: (p) =>
      p.terms.length +
      (new Set(p.terms.map((t) => t.d)).size > 1 ? 1 : 0) +
      (p.terms.every((t, _, all) => t.d % Math.min(...all.map((x) => x.d)) === 0) ? 0 : 1) +
      (p.terms.some((t) => t.whole > 0) ? 1.5 : 0) +
      (p.kind === 'trail' ? 1 : 0),
  });
}
