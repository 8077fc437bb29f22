/**
 * The content lint: one named check per defect class of issue 19's "Keep it fixed" list. Each check is a pure
 * function of one generated question in its context and returns what is wrong with it, or null.
 */
import { EVERYDAY_DENOMINATORS } from '../core/measure-fractions';
import type { GeneratedQuestion } from '../types';
import type { LintFacts, PricedItem, RealisticContext, TaxedItem } from './facts';
import { flatten, mathSegments, numbersIn, numericKey, plainSegments, sentences, statesKey } from './text';

export interface LintContext {
  taskId: number;
  skillId: number;
  grade: 6 | 7 | 8;
  level: 1 | 2 | 3 | 4 | 5;
  seed: number;
  question: GeneratedQuestion;
  params: unknown;
  facts: LintFacts;
  /** Title-and-description texts of the same skill at levels 1-4 (filled by the walker for level-5 questions). */
  lowerLevelTexts: ReadonlySet<string>;
}

export interface LintCheck {
  /** Stable name, used in the allow-list and the report. */
  id: string;
  /** The defect class of issue 19 it keeps fixed. */
  defectClass: number;
  summary: string;
  check(context: LintContext): string | null;
}

/** Realistic ranges per context; a value outside is a finding (Environment Canada normals, rounded generously). */
export const REALISTIC_RANGES: Record<RealisticContext, readonly [number, number]> = {
  'ontario-march-high-celsius': [-10, 15],
  'ontario-winter-celsius': [-35, 10],
  'whitehorse-celsius': [-45, 30],
  'diver-elevation-m': [-60, 0],
  'plant-height-cm': [1, 200],
  'basketball-game-points': [0, 130],
  'hockey-game-goals': [0, 12],
  'daily-reading-minutes': [0, 240],
  'hourly-wage-cents': [1720, 6000],
  'weekly-hours': [1, 60],
};

/**
 * A usual shelf price per item in Ontario, in cents (store flyers, rounded generously): a question that sells
 * headphones for $3.70 or a backpack for $5 teaches nothing about money.
 */
export const REALISTIC_PRICE_CENTS: Record<PricedItem, readonly [number, number]> = {
  notebook: [150, 1000],
  'water bottle': [500, 4000],
  'T-shirt': [800, 4000],
  'pair of headphones': [1500, 20000],
  backpack: [2000, 10000],
  puzzle: [800, 4000],
  'soccer ball': [1200, 6000],
  'art kit': [1000, 6000],
  'phone case': [800, 5000],
  'board game': [1500, 8000],
  'printed book': [800, 5000],
};

/**
 * Ontario sales tax by kind of item: HST 13 % in general; printed books and children's clothing only the
 * federal 5 % part (the provincial part is rebated at the till); transit passes, basic groceries and recreational
 * programs for children 14 and under (a week of summer camp, swimming lessons) are exempt.
 */
export const ONTARIO_TAX_PERCENT: Record<TaxedItem, number> = {
  general: 13,
  'printed-book': 5,
  'children-clothing': 5,
  'transit-pass': 0,
  'basic-groceries': 0,
  'children-recreation-program': 0,
};

/**
 * Words that name an item Ontario taxes at less than 13 %, by kind. A question that applies HST (says "HST" or
 * "13 %") while naming one of these must state the item's own rule (TAX_RULE_STATED).
 */
export const REDUCED_TAX_WORDS: Partial<Record<TaxedItem, RegExp>> = {
  'printed-book': /\b(?:novels?|printed books?|paperbacks?|comic books?|picture books?)\b/i,
  'transit-pass': /\b(?:bus|transit|subway) pass(?:es)?\b/i,
  'children-recreation-program':
    /\b(?:summer|day|hockey|soccer|swim(?:ming)?) camps?\b|\bswimming lessons\b/i,
  'basic-groceries': /\bgroceries\b/i,
};

/** The question states an item's own tax rule (exempt, tax-free, only the 5 % GST). */
const TAX_RULE_STATED = /tax-free|exempt|no HST|only the 5 ?% GST|pays? only (?:the )?(?:5 ?%|GST)/i;

/** The largest whole number each grade works with (Grade 6 B1.1 to one million, Grade 7 B1.1 to one billion). */
export const GRADE_SCOPE_MAX: Record<6 | 7 | 8, number> = {
  6: 1_000_000,
  7: 1_000_000_000,
  8: Number.POSITIVE_INFINITY,
};

const asked = (q: GeneratedQuestion): string => `${q.title}\n${q.description ?? ''}`;

/**
 * A fraction (TeX or typed, a mixed number's fraction part included) written right before a unit of an everyday
 * measure: "$3\frac{4}{7}$ metres", "$\frac{1}{7}$ km", "3/7 cup". A fraction taken "of" an amount ("cuts off
 * $\frac{4}{11}$ of it") is not followed by a unit and is not matched.
 */
const MEASURE_FRACTION =
  /(?:\\[dt]?frac\{(\d+)\}\{(\d+)\}\$?|(?<![\d.])(\d+)\/(\d+))\s*(?:m|km|cm|mm|L|mL|kg|g|h|cups?|metres?|kilometres?|centimetres?|litres?|millilitres?|kilograms?|grams?|hours?)\b/g;

/** The drawn text of a diagram: its <text> elements, and its <title> (what assistive technology reads). */
function diagramTexts(svg: string): { title: string; labels: string[] } {
  const title = /<title>([\s\S]*?)<\/title>/.exec(svg)?.[1] ?? '';
  const labels = [...svg.matchAll(/<text[^>]*>([\s\S]*?)<\/text>/g)].map((m) => m[1] ?? '');
  const unescape = (t: string): string =>
    t
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  return { title: unescape(title), labels: labels.map(unescape) };
}

/** "1" standing alone (not 0.1, 21, 1/2 or -1) before a plural unit. */
const PLURAL_AFTER_ONE =
  /(?<![\d.,/−-])1 (?:(?:(?:more|full|overtime|extra|whole|equal) )?(?:weeks|months|years|days|hours|minutes|seconds|students|people|dollars|cents|pieces|bags|boxes|tickets|points|games|books)\b|of them are\b)/;

/** Text fields a learner reads as prose with inline TeX. */
function proseFields(q: GeneratedQuestion): [string, string][] {
  return [
    ['title', q.title],
    ['description', q.description ?? ''],
    ['explanation', q.explanation],
    ...q.hints.map((h, i): [string, string] => [`hint ${i + 1}`, h]),
    ...q.misconceptions.map((m, i): [string, string] => [`misconception hint ${i + 1}`, m.hint]),
    ...(q.question_options ?? []).map((o, i): [string, string] => [`option ${i + 1}`, o.label]),
  ];
}

function correctLabel(q: GeneratedQuestion): string | undefined {
  return q.question_options?.find((o) => o.value === q.answer)?.label;
}

/** Whether the text's last number is `key` reached as a result ("= 42", "is 42", "makes 42"). */
function endsAtResult(text: string, key: string): boolean {
  const flat = flatten(text).replace(/\$/g, '');
  const all = [...flat.matchAll(/(?<![\w.])-?\d+(?:\.\d+)?(?:\/\d+)?/g)];
  const last = all.at(-1);
  if (!last || numericKey(last[0]) !== key) return false;
  const before = flat.slice(Math.max(0, last.index - 12), last.index);
  return /(=|≈|\bis|\bmakes|\bgives|\bequals|\bgets?|\bto)\s*[($]?\s*$/.test(before);
}

/**
 * Numbers the question states, leaving out typing examples: a "Type/Give/Write ... like ..." sentence shows the
 * answer's format, every example in it ("like x<4, x>-2, x<=3 or x>=-1"), not numbers of this question.
 */
function questionNumbers(q: GeneratedQuestion): string[] {
  const text = asked(q)
    .replace(/\b(?:type|give|write)\b[^.?\n]*?\blike\s[^?\n]*?(?:\.(?=\s|$)|$)/gim, '')
    .replace(/\bGrade \d\b/g, '');
  return [...new Set(numbersIn(text))];
}

/**
 * Algebra a learner reads as plain text where it should be typeset: a number times a one-letter variable ("5a",
 * "1.5x", "(3x + 5)°"), or a one-letter variable joined by an operator to a number or another variable ("n + 2",
 * "48 × l", "x = 5"). A letter after a number and a space is a unit ("5 m", "3 h"), and one after another letter
 * ("µm") is part of a unit, not a variable; "2s" and "3D" are words; a lone letter in prose ("a", "A") is left alone.
 */
const VARIABLE = String.raw`(?<![\p{L}\d_'’.]|\d )[a-z](?![\p{L}\d_'’])`;
const OPERAND = String.raw`(?:(?<![\p{L}\d_.])\d+(?:\.\d+)?(?![\p{L}\d_.])|${VARIABLE})`;
const OPERATOR = String.raw`(?:\s*[+×÷=<>≤≥]\s*|\s[-−]\s|(?<=[\p{L}\d])[-−](?=[\p{L}\d]))`;
const PLAIN_ALGEBRA = new RegExp(
  [
    String.raw`(?<![\p{L}\d_.])\d+(?:\.\d+)?(?!s(?![\p{L}\d_'’])|D(?![\p{L}\d_'’]))[A-Za-z](?![\p{L}\d_'’])`,
    `${VARIABLE}${OPERATOR}${OPERAND}`,
    `${OPERAND}${OPERATOR}${VARIABLE}`,
  ].join('|'),
  'u',
);

/** "Type it like 3n+5 or 2(n+4)." shows what the learner types, so it stays plain. */
const TYPING_EXAMPLE = /\b(?:type|give|write)\b[^.?\n]*?\blike\s[^?\n]*?(?:\.(?=\s|$)|$)/gim;

/**
 * An option made only of maths: the web sets it as TeX itself (apps/web/src/ui/math-option.ts, `asMathOption`).
 */
const MATH_ONLY_OPTION = /^[0-9A-Za-z\s.+\-−×÷*/^=()<>≤≥]+$/;

export const CHECKS: readonly LintCheck[] = [
  {
    id: 'graph-values-on-grid',
    defectClass: 1,
    summary:
      'every graph value or point a question asks about sits on a gridline (or is labelled) on the drawn grid',
    check: ({ facts }) => {
      const off = (facts.graphReads ?? []).filter(
        (r) =>
          !r.labelled &&
          Math.abs((r.value - r.gridStart) / r.gridStep - Math.round((r.value - r.gridStart) / r.gridStep)) >
            1e-9,
      );
      if (off.length > 0)
        return `asks about ${off.map((r) => r.value).join(', ')} between gridlines, unlabelled`;
      const grid = facts.gridPoints;
      const outside = grid?.points.find(([x, y]) => Math.abs(x) > grid.range || Math.abs(y) > grid.range);
      return outside ? `the point (${outside.join(', ')}) lies off the drawn grid` : null;
    },
  },
  {
    id: 'money-rounding-stated',
    defectClass: 2,
    summary: 'a money key that depends on when rounding happens says when to round',
    check: ({ question, facts }) => {
      const rule = facts.moneyRounding;
      if (!rule) return null;
      const key = numericKey(question.answer);
      const differs = rule.alternativeKeys.some((k) => numericKey(k) !== key);
      if (!differs) return null;
      if (rule.ruleStated && asked(question).includes(rule.ruleStated)) return null;
      return `key ${question.answer} changes with the rounding step (${rule.alternativeKeys.join(', ')}) and the question does not say when to round`;
    },
  },
  {
    id: 'one-unknown',
    defectClass: 3,
    summary: 'the explanation gives the unknown one value',
    check: ({ question }) => {
      const values = new Map<string, Set<string>>();
      const text = flatten(question.explanation).replace(/\$/g, '');
      // `x = 180 - 52 - 24 = 104` gives x the value at the end of the chain; `-x = -11` gives -x a value, not x.
      for (const m of text.matchAll(
        /(?<![\w^-])([a-z])\s*=\s*([^.:;]*?)(?=[.:;,]\s|[.:;]?$|\s(?:so|then|and)\s)/g,
      )) {
        const name = m[1] as string;
        const last = /=?\s*(-?\d+(?:\.\d+)?(?:\/\d+)?)\s*°?\s*$/.exec(m[2] as string);
        if (!last || !/^[\d\s.+\-×÷/()=°]*$/.test(m[2] as string)) continue;
        const set = values.get(name) ?? new Set<string>();
        set.add(numericKey(last[1] as string) ?? (last[1] as string));
        values.set(name, set);
      }
      const clash = [...values.entries()].find(([, set]) => set.size > 1);
      return clash ? `the explanation gives ${clash[0]} the values ${[...clash[1]].join(' and ')}` : null;
    },
  },
  {
    id: 'one-question-per-box',
    defectClass: 4,
    summary: 'one question per answer box',
    check: ({ question }) => {
      const text = asked(question);
      const marks = (text.match(/\?/g) ?? []).length;
      if (marks > 1) return `${marks} question marks for one answer box`;
      if (/\b(find|what|where|give|write)\b[^.?]*\band then\b/i.test(text))
        return 'asks for one thing "and then" another';
      return null;
    },
  },
  {
    id: 'whole-count',
    defectClass: 5,
    summary: 'a count of things is a whole number',
    check: ({ question, facts }) => {
      const counting =
        facts.answerIsCount ??
        /\bhow many\b[^.?]*\b(pieces|bags|boxes|strips|packs|pizzas|servings|glasses|bottles|people|students|buses|visitors)\b/i.test(
          asked(question),
        );
      if (!counting) return null;
      const key = numericKey(question.answer);
      return key !== null && !key.endsWith('/1') ? `a count with the key ${question.answer}` : null;
    },
  },
  {
    id: 'realistic-context',
    defectClass: 6,
    summary: "every value sits in its context's realistic range, and sales tax follows Ontario's rules",
    check: ({ question, facts }) => {
      for (const { context, values } of facts.contextValues ?? []) {
        const [min, max] = REALISTIC_RANGES[context];
        const out = values.filter((v) => v < min || v > max);
        if (out.length > 0) return `${context}: ${out.join(', ')} outside ${min}..${max}`;
      }
      for (const { item, cents } of facts.itemPrices ?? []) {
        const [min, max] = REALISTIC_PRICE_CENTS[item];
        if (cents < min || cents > max) return `${item} priced at ${cents} cents, outside ${min}..${max}`;
      }
      const tax = facts.salesTax;
      if (tax && ONTARIO_TAX_PERCENT[tax.item] !== tax.ratePercent)
        return `${tax.ratePercent}% tax on ${tax.item}; Ontario charges ${ONTARIO_TAX_PERCENT[tax.item]}%`;
      // The words as well as the facts: a generator that declares its item "general" while the text names an
      // item Ontario taxes at less than 13 % (a novel, a bus pass, a children's camp) is caught here.
      const text = asked(question);
      if (/\bHST\b|\b13 ?%/.test(text) && !TAX_RULE_STATED.test(text))
        for (const [item, words] of Object.entries(REDUCED_TAX_WORDS))
          if (words.test(text))
            return `13 % HST applied to "${words.exec(text)?.[0] ?? item}" (${item}); Ontario charges ${ONTARIO_TAX_PERCENT[item as TaxedItem]}%`;
      return null;
    },
  },
  {
    id: 'cash-to-the-nickel',
    defectClass: 6,
    summary: 'change given in cash is a multiple of 5 cents (Canada has no pennies)',
    check: ({ question }) => {
      const text = asked(question);
      if (question.answer_kind !== 'money' || !/\bchange\b/i.test(question.title)) return null;
      if (!/\b(?:in cash|in bills|with cash)\b/i.test(text)) return null;
      const cents = Math.round(Math.abs(Number(question.answer)) * 100);
      return Number.isFinite(cents) && cents % 5 !== 0
        ? `cash change of ${question.answer}: a till in Canada rounds cash to the nearest 5 cents`
        : null;
    },
  },
  {
    id: 'grade-scope',
    defectClass: 7,
    summary: "no whole number beyond the grade's scope",
    check: ({ question, grade, facts }) => {
      const limit = GRADE_SCOPE_MAX[grade];
      const stated = numbersIn(`${asked(question)}\n${question.answer}`)
        .map((r) => r.split('/').map(Number))
        .filter(([, d]) => d === 1)
        .map(([n]) => n as number);
      const beyond = [...stated, ...(facts.scopeValues ?? [])].filter((v) => Math.abs(v) > limit);
      return beyond.length > 0 ? `Grade ${grade} question works with ${beyond[0]}, beyond ${limit}` : null;
    },
  },
  {
    id: 'level-5-new-text',
    defectClass: 8,
    summary: "a level-5 question's text repeats no lower level's text of the same skill",
    check: ({ question, level, lowerLevelTexts }) =>
      level === 5 && lowerLevelTexts.has(asked(question))
        ? 'level-5 text also appears at a lower level'
        : null,
  },
  {
    id: 'explanation-worked',
    defectClass: 9,
    summary: "the explanation uses the question's numbers and its last sentence reaches the key",
    check: ({ question }) => {
      const numbers = questionNumbers(question);
      const used = new Set(numbersIn(question.explanation));
      const missing = numbers.filter((n) => !used.has(n));
      const needed = Math.ceil(numbers.length / 2);
      if (numbers.length - missing.length < needed)
        return `the explanation uses ${numbers.length - missing.length} of the question's ${numbers.length} numbers`;
      const last = sentences(question.explanation).at(-1) ?? '';
      if (!statesKey(last, question.answer, correctLabel(question)))
        return `the explanation's last sentence does not reach the key ${question.answer}`;
      return null;
    },
  },
  {
    id: 'hints-present',
    defectClass: 9,
    summary: 'at least one hint, and no hint ends at the key',
    check: ({ question }) => {
      if (question.hints.length === 0) return 'no hint';
      const key = numericKey(question.answer);
      const given = new Set(numbersIn(asked(question)));
      for (const [i, hint] of question.hints.entries()) {
        if (key !== null) {
          if (given.has(key)) continue;
          if (endsAtResult(hint, key)) return `hint ${i + 1} ends at the key ${question.answer}`;
        } else if (statesKey(hint, question.answer)) {
          const others = (question.question_options ?? []).filter((o) => o.value !== question.answer);
          if (!others.some((o) => statesKey(hint, o.value, o.label))) return `hint ${i + 1} gives the key`;
        }
      }
      const blank = question.misconceptions.find((m) => m.hint.trim() === '' || m.answer === question.answer);
      return blank ? `misconception ${blank.answer} has no hint or is the key` : null;
    },
  },
  {
    id: 'one-is-singular',
    defectClass: 9,
    summary: 'a count of one takes the singular ("1 month", never "1 months") in every text a learner reads',
    check: ({ question }) => {
      const diagram = question.image_svg ? diagramTexts(question.image_svg).title : '';
      const fields: [string, string][] = [...proseFields(question), ['diagram description', diagram]];
      for (const [field, text] of fields) {
        const plural = PLURAL_AFTER_ONE.exec(flatten(text).replace(/\$/g, ''));
        if (plural) return `${field} writes "${plural[0].trim()}"`;
      }
      return null;
    },
  },
  {
    id: 'no-raw-tex',
    defectClass: 10,
    summary: 'no raw TeX (10^-4, \\frac) in plain text, and no unbraced negative exponent in TeX',
    check: ({ question }) => {
      for (const [field, text] of proseFields(question)) {
        for (const plain of plainSegments(text)) {
          const raw = /\^|\\[a-zA-Z]+/.exec(plain);
          if (raw) return `${field} shows raw TeX "${raw[0]}" outside $...$`;
        }
        for (const math of mathSegments(text))
          if (/\^-/.test(math)) return `${field} has an unbraced ^- in TeX`;
      }
      return null;
    },
  },
  {
    id: 'algebra-typeset',
    defectClass: 12,
    summary: 'an algebraic expression with a variable ("5a + 2a", "3n edges", "x = 5") is typeset in $...$',
    check: ({ question }) => {
      const options = new Set((question.question_options ?? []).map((o) => o.label));
      for (const [field, text] of proseFields(question)) {
        if (options.has(text) && MATH_ONLY_OPTION.test(text.trim()) && !/[A-Za-z]{2}/.test(text)) continue;
        for (const plain of plainSegments(text.replace(TYPING_EXAMPLE, ' '))) {
          const found = PLAIN_ALGEBRA.exec(plain);
          if (found) return `${field} shows "${found[0].trim()}" outside $...$`;
        }
      }
      return null;
    },
  },
  {
    id: 'right-angle-mark',
    defectClass: 10,
    summary: 'every right triangle (and every drawn right angle) carries a right-angle mark',
    check: ({ question, facts }) => {
      const svg = question.image_svg;
      if (!svg) return null;
      const right =
        facts.drawsRightAngle ??
        /right triangle|right-angled|hypotenuse|right angle/i.test(
          `${asked(question)} ${diagramTexts(svg).title}`,
        );
      return right && !svg.includes('data-mark="right-angle"')
        ? 'a right angle drawn without its mark'
        : null;
    },
  },
  {
    id: 'diagram-description',
    defectClass: 10,
    summary: "the diagram's description states what it draws",
    check: ({ question, facts }) => {
      const svg = question.image_svg;
      if (!svg) return null;
      const { title, labels } = diagramTexts(svg);
      if (title.trim().length < 12 || /^diagram( for this question)?\.?$/i.test(title.trim()))
        return 'the diagram has no real description';
      const described = new Set(numbersIn(title));
      for (const label of labels) {
        const missing = numbersIn(label).filter((n) => !described.has(n));
        // Axis scales are drawn, not described: a label made only of one number on an axis is left out.
        if (missing.length > 0 && !/^-?\d+(\.\d+)?$/.test(label.trim()))
          return `the diagram shows "${label}" but its description does not`;
      }
      for (const [role, values] of Object.entries(facts.diagramFacts ?? {})) {
        const naming = sentences(title).filter((s) => s.toLowerCase().includes(role.toLowerCase()));
        if (naming.length === 0) return `the description never names the ${role}`;
        const stated = numbersIn(naming.join(' '));
        const missing = values.filter((v) => !stated.includes(numericKey(String(v)) ?? ''));
        if (missing.length > 0) return `the description leaves out the ${role} ${missing.join(', ')}`;
      }
      return null;
    },
  },
  {
    id: 'measure-denominators',
    defectClass: 11,
    summary:
      'a length, mass, volume or time given as a fraction uses parts people measure in (halves to twelfths, sixteenths, hundredths), never sevenths or ninths of a metre',
    check: ({ question }) => {
      for (const m of asked(question).matchAll(MEASURE_FRACTION)) {
        const d = Number(m[2] ?? m[4]);
        if (!EVERYDAY_DENOMINATORS.has(d)) return `a measure in ${d}ths: "${m[0]}"`;
      }
      return null;
    },
  },
];
