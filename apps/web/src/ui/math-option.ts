import { splitMathSegments } from './math-text.component';

/** Characters an option made only of maths may hold: digits, one-letter variables, operators, brackets, spaces. */
const MATH_ONLY = /^[0-9A-Za-z\s.+\-−×÷*/^=()<>≤≥]+$/;
/** A word of two letters or more: prose ("Paying with cash", "cm"), not an expression. */
const WORD = /[A-Za-z]{2}/;
const OPERATOR = /[+\-−×÷*/^=<>≤≥]/;
/** A number times a variable, written as a product: 4n, 2x. */
const COEFFICIENT = /\d[A-Za-z]/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An option's text as the question's title shows maths: an option that is an expression (`4n+3`, `-7`, `2x - 5`,
 * `10^9`) is set as inline TeX, so its minus is a minus sign and its variables italic, as in the title; any other
 * option, and one that already holds `$`, is returned unchanged.
 */
export function asMathOption(label: string): string {
  const text = label.trim();
  if (text === '' || text.includes('$') || !MATH_ONLY.test(text) || WORD.test(text) || DATE.test(text)) {
    return label;
  }
  if (!OPERATOR.test(text) && !COEFFICIENT.test(text)) return label;
  const tex = text
    .replace(/−/g, '-')
    .replace(/[×*]/g, '\\times ')
    .replace(/÷/g, '\\div ')
    .replace(/≤/g, '\\le ')
    .replace(/≥/g, '\\ge ')
    .replace(/\^(-?[0-9A-Za-z]+)/g, '^{$1}');
  return `$${tex}$`;
}

/** TeX commands a spoken option reads as a sign or a word; any other command is read by its name. */
const TEX_WORDS: Record<string, string> = {
  times: ' × ',
  cdot: ' × ',
  div: ' ÷ ',
  le: ' ≤ ',
  leq: ' ≤ ',
  ge: ' ≥ ',
  geq: ' ≥ ',
  ne: ' ≠ ',
  pi: 'π',
  '%': '%',
  $: '$',
};

/**
 * An option as plain words and signs, for the radio's accessible name: a label that holds TeX is read from KaTeX's
 * MathML, which gives a form control no name (axe's `label` rule fails on every option set as maths, and a screen
 * reader may announce an empty choice). `\frac{5}{36}` reads "5/36", `2\frac{1}{2}` "2 and 1/2", `10^{9}`
 * "10 to the power of 9", `-7` "−7"; text outside the TeX is kept. Returns null when the label has no TeX.
 */
export function spokenOption(label: string): string | null {
  const segments = splitMathSegments(asMathOption(label));
  if (!segments.some((segment) => segment.kind === 'math')) return null;
  return segments
    .map((segment) => (segment.kind === 'math' ? spokenTex(segment.value) : segment.value))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function spokenTex(tex: string): string {
  let text = tex;
  // Innermost first, so a fraction inside a root or a power is read before what holds it.
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text
      .replace(/(\d)\s*\\d?frac\{([^{}]*)\}\{([^{}]*)\}/g, '$1 and $2/$3')
      .replace(/\\d?frac\{([^{}]*)\}\{([^{}]*)\}/g, '$1/$2')
      .replace(/\\sqrt\{([^{}]*)\}/g, 'the square root of $1')
      .replace(/\\text\{([^{}]*)\}/g, '$1')
      .replace(/\^\{([^{}]*)\}/g, ' to the power of $1')
      .replace(/\^(-?\w)/g, ' to the power of $1')
      .replace(/\\left|\\right/g, '')
      .replace(/\{([^{}]*)\}/g, '$1');
  }
  return text.replace(/\\([A-Za-z]+|[%$])/g, (_, name: string) => TEX_WORDS[name] ?? name).replace(/-/g, '−');
}
