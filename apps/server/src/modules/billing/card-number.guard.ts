import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/http/http-errors';
import { CARD_NUMBER_LIKE, cardDigits, passesLuhn } from '../../platform/payments/card-number';

function hasCardNumber(text: string): boolean {
  return [...text.matchAll(CARD_NUMBER_LIKE)].some((match) => passesLuhn(cardDigits(match[0])));
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
