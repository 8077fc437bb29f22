/**
 * Canonical form of a simple algebraic expression with the terms of every sum put in a fixed order,
 * so "3+5x" and "5x+3" compare equal. Only addition's commutativity is used: two expressions with the same
 * canonical form are equal for every value of their variables, so a wrong answer is never accepted.
 * Anything the grammar below does not cover returns null and the caller falls back to plain text.
 */

// Letters, digits, the decimal point, arithmetic operators, powers, parentheses and relations.
const SUPPORTED_EXPRESSION = /^[a-z0-9.+\-*/^()=<>]+$/;
// A sign right after one of these is the sign of a number ("x^-2", "3*-x"), not a new term.
const OPERATORS_BEFORE_UNARY_SIGN = new Set(['+', '-', '*', '/', '^', '(', '=', '<', '>']);

/** The symbols a phone or a copied answer uses for the ASCII ones this grammar reads ("x≥2" is "x>=2"). */
export function unifyOperatorSymbols(text: string): string {
  return text
    .replace(/[\u00d7\u00b7\u22c5]/g, '*')
    .replace(/\u00f7/g, '/')
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/[\u2264\u2a7d]/g, '<=')
    .replace(/[\u2265\u2a7e]/g, '>=');
}

/** Index of the parenthesis closing the one at `openIndex`, or -1 when unbalanced. */
function findClosingParenthesis(text: string, openIndex: number): number {
  let depth = 0;
  for (let index = openIndex; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    if (text[index] === ')') depth -= 1;
    if (depth === 0) return index;
  }
  return -1;
}

function canonicaliseSum(text: string): string | null {
  const terms: string[] = [];
  let sign = '+';
  let body = '';
  let index = 0;
  if (text.startsWith('+') || text.startsWith('-')) {
    sign = text[0] ?? '+';
    index = 1;
  }
  while (index < text.length) {
    const char = text[index] ?? '';
    if (char === '(') {
      const closeIndex = findClosingParenthesis(text, index);
      if (closeIndex < 0) return null;
      const inner = canonicaliseSum(text.slice(index + 1, closeIndex));
      if (inner === null) return null;
      body += `(${inner})`;
      index = closeIndex + 1;
      continue;
    }
    if (char === ')') return null;
    const previous = body.at(-1);
    const isTermBoundary =
      (char === '+' || char === '-') && previous !== undefined && !OPERATORS_BEFORE_UNARY_SIGN.has(previous);
    if (isTermBoundary) {
      terms.push(`${sign}${body}`);
      sign = char;
      body = '';
    } else {
      body += char;
    }
    index += 1;
  }
  if (body === '') return null;
  terms.push(`${sign}${body}`);
  return terms.sort().join('');
}

/**
 * Expects text that is already normalised (lower case, no spaces). Relations keep their sides in order:
 * "x+1=5" matches "1+x=5" but not "5=x+1", because the task may ask for a specific form.
 */
export function canonicaliseExpression(normalisedText: string): string | null {
  const text = unifyOperatorSymbols(normalisedText);
  if (!SUPPORTED_EXPRESSION.test(text)) return null;
  const sides = text.split(/([=<>]+)/);
  const canonicalSides: string[] = [];
  for (const side of sides) {
    if (/^[=<>]+$/.test(side)) {
      canonicalSides.push(side);
      continue;
    }
    const canonical = canonicaliseSum(side);
    if (canonical === null) return null;
    canonicalSides.push(canonical);
  }
  return canonicalSides.join('');
}
