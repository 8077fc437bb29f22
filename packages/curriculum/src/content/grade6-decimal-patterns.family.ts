/**
 * Grade 6 patterns that relate whole numbers and decimal numbers (C1.4): counting on by a decimal step, repeatedly
 * multiplying or dividing by 10, 100 or 1000, a far term of a decimal pattern, and (level 5) which term reaches a
 * value. Values are whole numbers of thousandths; the solver lists the terms one by one with exact rationals.
 */
import { groupThousands, scaledDecimal } from '../core/format';
import { type Rational, add, cmp, div, mul, rat, sub, toDecimalString } from '../core/rational';
import { withApplicableMisconceptions } from '../core/misconceptions';
import { defineTask } from '../core/task';

type Kind = 'countOn' | 'times' | 'divide' | 'farTerm' | 'whichTerm';
const KINDS: readonly Kind[] = ['countOn', 'times', 'divide', 'farTerm', 'whichTerm'];

interface DecimalPatternParams {
  kind: Kind;
  /** First term, in thousandths. */
  start: number;
  /** Step in thousandths (countOn, farTerm, whichTerm; negative when the pattern shrinks) or the factor (times, divide). */
  step: number;
  /** The term number asked for (countOn: the number of terms shown; whichTerm: 0). */
  term: number;
  /** whichTerm: the target value in thousandths. */
  target: number;
}

/** Text of a decimal for reading: thousands grouped the Canadian English way (184,000), decimals kept. */
const grouped = (plain: string): string => {
  const [whole, part] = plain.split('.');
  return `${groupThousands(BigInt(whole as string))}${part === undefined ? '' : `.${part}`}`;
};
const dec = (thousandths: number): string => grouped(scaledDecimal(thousandths, 3));
const exact = (thousandths: number): Rational => rat(thousandths, 1000);
/** The plain form a learner types (no grouping), for keys and the solver. */
const plain = (r: Rational): string => toDecimalString(r, 6, true);
const show = (r: Rational): string => grouped(plain(r));
const CONTEXTS = [
  // Each is a whole clause, so "<context> that counts on ..." and "<context>: start at ..." both read as sentences.
  'A Grade 6 class writes a pattern',
  'The classroom whiteboard shows a pattern',
  'Ms. Roy writes a pattern',
  'A math talk starts with a pattern',
] as const;

/** C1.4: decimal patterns from counting on to working backwards from a value to its term number. */
export function decimalPatternTask(name: string, description: string) {
  return defineTask<DecimalPatternParams>(
    withApplicableMisconceptions<DecimalPatternParams>({
      name,
      description,
      build(rng, level) {
        const kind = KINDS[level - 1] as Kind;
        const context = rng.pick(CONTEXTS);
        if (kind === 'countOn') {
          const step = rng.pick([100, 200, 250, 500]);
          const start = step * rng.int(1, 8);
          const shown = [0, 1, 2, 3].map((i) => start + i * step);
          const next = start + 4 * step;
          return {
            params: { kind, start, step, term: 5, target: 0 },
            title: `What is the next term of the pattern ${shown.map(dec).join(', ')}, …?`,
            description: `${context} that counts on by the same amount each time.`,
            answer: scaledDecimal(next, 3),
            answerKind: 'number',
            explanation: `Each term is ${dec(step)} more than the one before: ${dec(shown[1] as number)} - ${dec(start)} = ${dec(step)}. The next term is ${dec(shown[3] as number)} + ${dec(step)} = ${dec(next)}.`,
            hints: [`Subtract ${dec(start)} from ${dec(shown[1] as number)} to find the step.`],
            misconceptions: [
              {
                answer: scaledDecimal((shown[3] as number) + 1000, 3),
                hint: `The step is ${dec(step)}, not 1: look at how much each term grows.`,
              },
            ],
          };
        }
        if (kind === 'times' || kind === 'divide') {
          const factor = kind === 'times' ? 10 : rng.pick([10, 100]);
          // Digits that stay visible (no zero at the end), moved along the place values; every term stays within
          // thousandths and the start within Grade 6's whole numbers.
          const digits = rng.pick([36, 45, 125, 72, 208, 5, 9, 64, 184, 7]);
          const term = factor === 100 ? 4 : rng.int(4, 6);
          const places = factor === 100 ? 3 : rng.int(Math.max(1, term - 4), Math.min(3, term - 2));
          const start = kind === 'times' ? digits : digits * 10 ** places * 1000;
          const startText = dec(start);
          const values: Rational[] = [exact(start)];
          while (values.length < term) {
            const last = values.at(-1) as Rational;
            values.push(kind === 'times' ? mul(last, rat(factor)) : div(last, rat(factor)));
          }
          const terms = values.map(show);
          const key = terms.at(-1) as string;
          const keyPlain = plain(values.at(-1) as Rational);
          const verb = kind === 'times' ? `multiply by ${factor}` : `divide by ${factor}`;
          const shift = factor === 10 ? 'one place' : 'two places';
          const direction = kind === 'times' ? 'left' : 'right';
          return {
            params: { kind, start, step: factor, term, target: 0 },
            title: `What is term ${term} of the pattern?`,
            description: `${context}: start at ${startText} and ${verb} each time. The first terms are ${terms.slice(0, 2).join(', ')}, …`,
            answer: keyPlain,
            answerKind: 'number',
            explanation: `Each time you ${verb}, every digit moves ${shift} to the ${direction}. The terms are ${terms.join(', ')}, so term ${term} is ${key}.`,
            hints: [
              `Write the terms one after another from ${startText}; each ${verb} moves the digits ${shift}.`,
            ],
            misconceptions: [
              {
                answer: plain(
                  kind === 'times'
                    ? mul(exact(start), rat(factor ** term))
                    : div(exact(start), rat(factor ** term)),
                ),
                hint: `Term 1 is ${startText} itself, so there are ${term - 1} steps to term ${term}, not ${term}.`,
              },
            ],
          };
        }
        const grows = rng.bool();
        const step = rng.pick([15, 25, 35, 45, 75, 125, 150, 250]) * (grows ? 1 : -1);
        if (kind === 'farTerm') {
          const term = rng.int(8, 25);
          const start = grows ? rng.int(10, 90) * 50 : -step * term + rng.int(2, 40) * 50;
          const value = start + (term - 1) * step;
          return {
            params: { kind, start, step, term, target: 0 },
            title: `What is term ${term} of the pattern?`,
            description: `${context}: it starts at ${dec(start)} and ${grows ? 'increases' : 'decreases'} by ${dec(Math.abs(step))} each term.`,
            answer: scaledDecimal(value, 3),
            answerKind: 'number',
            explanation: `From term 1 to term ${term} there are ${term - 1} steps of ${dec(Math.abs(step))}: ${term - 1} × ${dec(Math.abs(step))} = ${dec((term - 1) * Math.abs(step))}. Term ${term} is ${dec(start)} ${grows ? '+' : '-'} ${dec((term - 1) * Math.abs(step))} = ${dec(value)}.`,
            hints: [`Count the steps from term 1 to term ${term}: there is one fewer step than terms.`],
            misconceptions: [
              {
                answer: scaledDecimal(start + term * step, 3),
                hint: `Term 1 is already ${dec(start)}, so only ${term - 1} steps are added.`,
              },
            ],
          };
        }
        const term = rng.int(12, 40);
        const start = grows ? rng.int(1, 60) * 25 : -step * term + rng.int(1, 40) * 25;
        const target = start + (term - 1) * step;
        return {
          params: { kind, start, step, term: 0, target },
          title: `Which term of the pattern is ${dec(target)}?`,
          description: `${context}: it starts at ${dec(start)} and ${grows ? 'increases' : 'decreases'} by ${dec(Math.abs(step))} each term. Give the term number.`,
          answer: String(term),
          answerKind: 'number',
          explanation: `From ${dec(start)} to ${dec(target)} the pattern moves ${dec(Math.abs(target - start))}. That is ${dec(Math.abs(target - start))} ÷ ${dec(Math.abs(step))} = ${term - 1} steps. Term 1 plus ${term - 1} steps is term ${term}.`,
          hints: [
            `Find how far ${dec(target)} is from ${dec(start)}, then how many steps of ${dec(Math.abs(step))} that is.`,
          ],
          misconceptions: [
            {
              answer: String(term - 1),
              hint: `That is the number of steps; term 1 is ${dec(start)}, so add one for the term number.`,
            },
          ],
          lintFacts: { answerIsCount: true },
        };
      },
      solve: (p) => {
        let value = exact(p.start);
        if (p.kind === 'times' || p.kind === 'divide') {
          for (let i = 1; i < p.term; i += 1)
            value = p.kind === 'times' ? mul(value, rat(p.step)) : div(value, rat(p.step));
          return plain(value);
        }
        if (p.kind === 'whichTerm') {
          const target = exact(p.target);
          for (let n = 1; n <= 1000; n += 1) {
            if (cmp(value, target) === 0) return String(n);
            value = add(value, exact(p.step));
          }
          return 'none';
        }
        for (let i = 1; i < p.term; i += 1)
          value = p.step > 0 ? add(value, exact(p.step)) : sub(value, exact(-p.step));
        return plain(value);
      },
      complexity: (p) => KINDS.indexOf(p.kind) + Math.min(p.term, 40) / 100,
    }),
  );
}
