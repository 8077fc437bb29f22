import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/http/http-errors';

/**
 * 13 to 19 digits, allowing the spaces or dashes people type between groups, standing on their own: a run inside
 * a word, an e-mail address or an identifier (name-1795339182409@example.com) is not a card number.
 */
const CARD_NUMBER_LIKE = /(?<![\w@.])(?:\d[ -]?){12,18}\d(?![\w@])/g;

/** Every real card number passes the Luhn checksum; most other long numbers (timestamps, references) do not. */
function passesLuhn(digits: string): boolean {
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

function hasCardNumber(text: string): boolean {
  return [...text.matchAll(CARD_NUMBER_LIKE)].some((match) => passesLuhn(match[0].replace(/[ -]/g, '')));
}

function containsCardNumber(value: unknown, depth = 0): boolean {
  if (depth > 8) return false;
  if (typeof value === 'string') return hasCardNumber(value);
  if (typeof value === 'number') return Number.isInteger(value) && hasCardNumber(String(value));
  if (Array.isArray(value)) return value.some((item) => containsCardNumber(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.values(value).some((item) => containsCardNumber(item, depth + 1));
  }
  return false;
}

/**
 * Refuses, before validation or any service sees it, a body holding something shaped like a card number: only the
 * provider's tokens may reach us (PCI scope). The answer never echoes the value, and Fastify does not log bodies.
 */
export async function rejectCardNumbers(request: FastifyRequest): Promise<void> {
  if (containsCardNumber(request.body)) {
    throw badRequest(
      'Card numbers are never sent to Mathwise. Please enter the card in the secure card form.',
      'Card details refused',
    );
  }
}
