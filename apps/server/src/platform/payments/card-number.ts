/**
 * 13 to 19 digits, with the spaces (typed or URL-encoded) or dashes people put between groups, standing on their own:
 * a run inside a word, an e-mail address or an identifier (name-1795339182409@example.com) is not a card number.
 */
export const CARD_NUMBER_LIKE = /(?<![\w@.])(?:\d(?:[ -]|%20)?){12,18}\d(?![\w@])/g;

/** The digits of a CARD_NUMBER_LIKE match, without its separators. */
export function cardDigits(match: string): string {
  return match.replace(/[ -]|%20/g, '');
}

/** Every real card number passes the Luhn checksum; most other long numbers (timestamps, references) do not. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
