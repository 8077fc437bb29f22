import { passesLuhn } from '../platform/payments/card-number';

/**
 * Finds card numbers as people write them, for the security suite's scans of the database and the logs: 13 to 19
 * digits in one run, or in groups of four (and American Express's 4-6-5) split by one kind of space or dash, that
 * pass the Luhn checksum. Unlike the request guard (card-number.guard.ts), which refuses a body on any digit run with
 * spaces or dashes anywhere, it never matches inside an identifier: a UUID's 8-4-4-4-12 groups cannot form these
 * shapes, so a scan over thousands of random ids cannot fail by chance.
 */
const CARD_SHAPES = [
  /(?<![\w.@])\d{13,19}(?![\w@])/g,
  /(?<![\w.@])\d{4}([ -])\d{4}\1\d{4}\1\d{1,7}(?![\w@])/g,
  /(?<![\w.@])\d{4}([ -])\d{6}\1\d{5}(?![\w@])/g,
];

/** Every card-number-like string in `text` (as written, separators kept). */
export function findCardNumbers(text: string): string[] {
  const found: string[] = [];
  for (const shape of CARD_SHAPES) {
    for (const match of text.matchAll(shape)) {
      const digits = match[0].replace(/[ -]/g, '');
      if (digits.length >= 13 && digits.length <= 19 && passesLuhn(digits)) found.push(match[0]);
    }
  }
  return found;
}
