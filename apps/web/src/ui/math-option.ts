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
