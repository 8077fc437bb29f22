import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../types';
import { LINT_ALLOW_LIST } from './allow-list';
import { CHECKS, type LintContext } from './checks';
import type { LintFacts } from './facts';
import { type LintFinding, lintBank, repeatedKeys } from './walk';

/** The whole seeded bank through every check, once for all the tests below (about 3 s). */
const findings: LintFinding[] = lintBank();

function summarise(list: LintFinding[]): string {
  return list
    .slice(0, 5)
    .map((f) => `task ${f.taskId} level ${f.level} seed ${f.seed}: ${f.message} (${f.title})`)
    .join('\n');
}

describe('content lint over the seeded bank', () => {
  it.each(CHECKS.map((c) => [c.id, c.summary] as const))('%s: %s', (checkId) => {
    const allowed = new Set(LINT_ALLOW_LIST[checkId] ?? []);
    const ofCheck = findings.filter((f) => f.check === checkId);
    const unexpected = ofCheck.filter((f) => !allowed.has(f.taskId));
    expect(unexpected.length, summarise(unexpected)).toBe(0);
    // A fixed task leaves the allow-list in the same commit, so the list only ever shrinks.
    const stale = [...allowed].filter((taskId) => !ofCheck.some((f) => f.taskId === taskId));
    expect(stale, `no longer has ${checkId} findings: remove from LINT_ALLOW_LIST`).toEqual([]);
  });

  it("no typed key is the same in more than two thirds of a level's seeds", () => {
    expect(repeatedKeys()).toEqual([]);
  });

  it('allow-lists only known checks', () => {
    const known = new Set(CHECKS.map((c) => c.id));
    expect(Object.keys(LINT_ALLOW_LIST).filter((id) => !known.has(id))).toEqual([]);
  });
});

function question(overrides: Partial<GeneratedQuestion>): GeneratedQuestion {
  return {
    title: 'What is $12 + 30$?',
    description: null,
    question_type: 'typed',
    question_options: null,
    answer: '42',
    answer_kind: 'number',
    requires_answer_form: false,
    explanation: 'Add the tens and the ones of 12 and 30: 10 + 30 = 40 and 2 more makes 42.',
    hints: ['Add the tens first: 10 + 30.'],
    misconceptions: [],
    difficult_level: 1,
    points: 10,
    image_svg: null,
    ...overrides,
  };
}

function lint(q: GeneratedQuestion, facts: LintFacts = {}, extra: Partial<LintContext> = {}): string[] {
  const context: LintContext = {
    taskId: 1,
    skillId: 1,
    grade: 6,
    level: q.difficult_level,
    seed: 1,
    question: q,
    params: {},
    facts,
    lowerLevelTexts: new Set(),
    ...extra,
  };
  return CHECKS.filter((c) => c.check(context) !== null).map((c) => c.id);
}

const svg = (title: string, body = ''): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10" role="img"><title>${title}</title>${body}</svg>`;

describe('each check finds its defect', () => {
  it('passes a sound question', () => {
    expect(lint(question({}))).toEqual([]);
  });

  it('reads 0.1, 21 and 1/2 before a plural as other numbers than one', () => {
    const q = question({
      explanation: 'Add 12 and 30: 0.1 seconds, 21 weeks and 1/2 hours later the sum is 42.',
    });
    expect(lint(q)).toEqual([]);
  });

  it('finds "1 of them are" and passes "1 of them is"', () => {
    const q = question({
      explanation: 'The drink has 1 + 7 = 8 parts, and 1 of them are concentrate; 12 + 30 = 42.',
    });
    expect(lint(q)).toContain('one-is-singular');
    expect(lint({ ...q, explanation: q.explanation.replace('are', 'is') })).not.toContain('one-is-singular');
  });

  it('finds cash change that is not a multiple of 5 cents', () => {
    const q = question({
      title: 'How much change does Ethan get?',
      description: 'Ethan buys a cable for $30.87 and pays with $50.00 in cash.',
      answer: '19.13',
      answer_kind: 'money',
      explanation: 'The change is $50.00 − $30.87 = $19.13.',
    });
    expect(lint(q)).toContain('cash-to-the-nickel');
    expect(
      lint({ ...q, description: 'Ethan buys a cable for $30.87 and pays by debit card.' }),
    ).not.toContain('cash-to-the-nickel');
  });

  it("finds a shelf price outside its item's usual range", () => {
    const q = question({ title: 'What do 2 × headphones at $3.70 cost?', answer: '7.40' });
    expect(lint(q, { itemPrices: [{ item: 'pair of headphones', cents: 370 }] })).toContain(
      'realistic-context',
    );
    expect(lint(q, { itemPrices: [{ item: 'pair of headphones', cents: 3700 }] })).not.toContain(
      'realistic-context',
    );
  });

  it('accepts HST on a reduced-tax item when the question states its own rule', () => {
    const stated = question({
      description: 'A novel pays only the 5% GST and the bus pass is tax-free; the pen pays 13% HST.',
    });
    expect(lint(stated)).toEqual([]);
  });

  it("does not count a typing example's numbers as the question's", () => {
    const typed = question({
      description: 'Type the answer like x<4, x>-2, x<=3 or x>=-1.',
      explanation: 'Add 12 and 30: 12 + 30 = 42.',
    });
    expect(lint(typed)).toEqual([]);
  });

  it('finds a measure in sevenths but not a fraction taken of an amount', () => {
    const ribbon = question({
      title: 'Kiona has $3\\frac{4}{7}$ metres of ribbon and uses $2\\frac{5}{6}$ metres. How much is left?',
      explanation: 'From 12 and 30: 42.',
    });
    expect(lint(ribbon)).toContain('measure-denominators');
    expect(lint({ ...ribbon, title: 'A ribbon is 3/7 m long. How much is left?' })).toContain(
      'measure-denominators',
    );
    const quarters = ribbon.title.replace('4}{7}', '3}{4}');
    expect(lint({ ...ribbon, title: quarters })).not.toContain('measure-denominators');
    const operator =
      'A board is $2\\frac{1}{2}$ m long. Priya cuts off $\\frac{4}{11}$ of it. How long is the piece?';
    expect(lint({ ...ribbon, title: operator })).not.toContain('measure-denominators');
  });

  it('reads "-x = -11" as a value of -x, not a second value of x', () => {
    const solved = question({
      title: 'Solve for $x$: $3x + 30 = 4x + 19$',
      answer: '11',
      explanation: 'Subtract $4x$: $-x + 30 = 19$, so $-x = 19 - 30 = -11$. Divide by -1: $x = 11$.',
    });
    expect(lint(solved)).toEqual([]);
  });

  it('finds plain algebra and passes it typeset, a typing example, units and labels', () => {
    const plain = question({
      title: 'Simplify 5a + 2a.',
      answer: '7a',
      answer_kind: 'expression',
      explanation: 'Add the coefficients 5 and 2: 5 + 2 = 7, so the answer is $7a$.',
      hints: ['Add the coefficients.'],
    });
    expect(lint(plain)).toContain('algebra-typeset');
    const typeset = { ...plain, title: 'Simplify $5a + 2a$.' };
    expect(lint(typeset)).not.toContain('algebra-typeset');
    const prose = question({
      description:
        'Type it like 3n+5 or 2(n+4). Figure 2 shows a 5 m by 3 m deck built in 3 h; count in 2s on a 3D model; 89 µm = 89,000 nm.',
    });
    expect(lint(prose)).not.toContain('algebra-typeset');
  });

  it.each<[string, GeneratedQuestion, LintFacts?, Partial<LintContext>?]>([
    [
      'graph-values-on-grid',
      question({}),
      { graphReads: [{ value: 96, gridStart: 0, gridStep: 10, labelled: false }] },
    ],
    [
      'money-rounding-stated',
      question({ answer: '10.17', explanation: 'It is 12 + 30 ... 10.17.' }),
      { moneyRounding: { alternativeKeys: ['10.18'], ruleStated: 'Round each year.' } },
    ],
    [
      'one-unknown',
      question({
        explanation: 'Angles add to 180: $x = 180 - 12 - 30 = 138$. Then $2x + 4 = 138$, so $x = 67$. So 42.',
      }),
    ],
    ['one-question-per-box', question({ title: "Where is A' after 12 and 30? Where is A'' then?" })],
    [
      'one-question-per-box',
      question({ title: "Find A' after 12 and 30, and then its image after a reflection." }),
    ],
    [
      'whole-count',
      question({
        description: 'How many pieces of 12 cm from 30 cm?',
        answer: '5/2',
        explanation: '12 and 30 give 5/2.',
      }),
    ],
    [
      'realistic-context',
      question({}),
      { contextValues: [{ context: 'ontario-march-high-celsius', values: [4, 103] }] },
    ],
    ['realistic-context', question({}), { salesTax: { item: 'transit-pass', ratePercent: 13 } }],
    [
      'realistic-context',
      question({ description: 'A novel costs $12 and a pen $30. Prices include the 13% HST.' }),
      { salesTax: { item: 'general', ratePercent: 13 } },
    ],
    [
      'realistic-context',
      question({ description: 'A week of summer camp costs $12 plus 13 % HST; the bus is $30.' }),
    ],
    [
      'grade-scope',
      question({
        title: 'What is 7,000,000,000 + 30?',
        answer: '7000000030',
        explanation: '7,000,000,000 + 30 = 7,000,000,030.',
      }),
    ],
    [
      'level-5-new-text',
      question({ difficult_level: 5 }),
      {},
      { lowerLevelTexts: new Set(['What is $12 + 30$?\n']) },
    ],
    ['explanation-worked', question({ explanation: 'Add the numbers to get 42.' })],
    [
      'explanation-worked',
      question({ explanation: 'The sum is 42. Check with 12 and 30 on a number line.' }),
    ],
    ['hints-present', question({ hints: [] })],
    ['hints-present', question({ hints: ['12 + 30 = 42'] })],
    [
      'one-is-singular',
      question({ explanation: 'From 12 to 30 takes 43 − 42 = 1 months longer; the sum is 42.' }),
    ],
    ['one-is-singular', question({ hints: ['Add 12 and 30: the job saves 1 weeks.'] })],
    ['one-is-singular', question({ hints: ['Add 12 and 30, then 1 more weeks.'] })],
    ['no-raw-tex', question({ explanation: 'Use 12 and 30, then 10^-4 is tiny; the sum is 42.' })],
    ['algebra-typeset', question({ explanation: 'A prism has n + 2 faces; 12 + 30 = 42.' })],
    ['algebra-typeset', question({ explanation: 'Solve 910 = 32.5 × h; 12 + 30 = 42.' })],
    ['no-raw-tex', question({ explanation: 'Use 12 and 30, then $10^-4$ is tiny; the sum is 42.' })],
    [
      'right-angle-mark',
      question({
        title: 'A right triangle has legs 12 and 30.',
        image_svg: svg('Right triangle, legs 12 and 30'),
      }),
    ],
    ['measure-denominators', question({ title: 'A trail is $\\frac{1}{7}$ km long. What is $12 + 30$?' })],
    ['diagram-description', question({ image_svg: svg('Diagram for this question') })],
    [
      'diagram-description',
      question({ image_svg: svg('Trapezoid with sides 12 and 30', '<text>height 7</text>') }),
    ],
    [
      'diagram-description',
      question({ image_svg: svg('Trapezoid with parallel sides 12 and 7. Its height is 30.') }),
      { diagramFacts: { 'parallel sides': [12, 30] } },
    ],
  ])('%s', (checkId, q, facts, extra) => {
    expect(lint(q, facts, extra)).toContain(checkId);
  });
});
