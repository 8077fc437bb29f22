/** Text helpers the lint checks share: where the TeX is, which numbers a text states, whether it states a key. */
import { parseRational } from '../core/rational';

/** The web's rule (apps/web/src/ui/math-text.component.tsx): `$` + non-space ... non-space + `$`, no digit after. */
const INLINE_TEX = /\$(?=[^\s$])([^$\n]*?[^\s$])\$(?!\d)/g;

export function plainSegments(text: string): string[] {
  return text.split(INLINE_TEX).filter((_, i) => i % 2 === 0);
}

export function mathSegments(text: string): string[] {
  return text.split(INLINE_TEX).filter((_, i) => i % 2 === 1);
}

/**
 * One reading form for text with TeX in it: fractions as a/b, thousands separators dropped, minus signs as `-`,
 * relations as <= and >=, no dollar signs or spaces. Numbers in the result read the way a learner types them.
 */
export function flatten(text: string): string {
  return text
    .replace(/\\d?frac\{([^{}]*)\}\{([^{}]*)\}/g, '($1)/($2)')
    .replace(/\((-?\d+)\)\/\((\d+)\)/g, '$1/$2')
    .replace(/\{,\}/g, ',')
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .replace(/[−–]/g, '-')
    .replace(/\\(le|leq)\b|≤/g, '<=')
    .replace(/\\(ge|geq)\b|≥/g, '>=')
    .replace(/\\[%$]/g, (m) => m.slice(1))
    .replace(/\\(times|cdot)/g, '×')
    .replace(/\\div/g, '÷')
    .replace(/\\left|\\right|\\,|\\;|\\!/g, '');
}

/** Every number the text states, as exact rationals written a/b (fractions kept whole: 3/4 is one number). */
export function numbersIn(text: string): string[] {
  const flat = flatten(text).replace(/\$/g, ' ');
  const found: string[] = [];
  for (const match of flat.matchAll(/(?<![\w.])-?\d+(?:\.\d+)?(?:\/\d+(?!\.\d))?/g)) {
    const value = parseRational(match[0]);
    if (value) found.push(`${value.n}/${value.d}`);
  }
  return found;
}

/** The key as an exact rational string, or null when it is not a number (text, expression, point). */
export function numericKey(answer: string): string | null {
  const value = parseRational(answer);
  return value ? `${value.n}/${value.d}` : null;
}

/** Sentences of a text; decimal points and TeX are not sentence ends. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z$(])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const squash = (text: string): string => flatten(text).replace(/[\s$]/g, '').toLowerCase();

/** Whether a piece of text states the key: as a number equal to it, or (for words, expressions, points) verbatim. */
export function statesKey(text: string, answer: string, label?: string): boolean {
  const key = numericKey(answer);
  if (key !== null && numbersIn(text).includes(key)) return true;
  const haystack = squash(text);
  if (key === null && haystack.includes(squash(answer))) return true;
  return label !== undefined && key === null && haystack.includes(squash(label));
}
