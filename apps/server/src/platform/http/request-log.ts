import type { FastifyRequest } from 'fastify';
import { CARD_NUMBER_LIKE, cardDigits, passesLuhn } from '../payments/card-number';

/** Keeps only the last four digits of anything that could be a card number (PCI DSS 3.4: no full PAN in logs). */
export function maskCardNumbers(text: string): string {
  return text.replace(CARD_NUMBER_LIKE, (match) => {
    const digits = cardDigits(match);
    return passesLuhn(digits) ? `[card …${digits.slice(-4)}]` : match;
  });
}

/**
 * Fastify's request log fields (its default serializer's), with card numbers masked in the URL: a client that puts a
 * card number in a path or a query string must not get it written to our logs. Bodies are never logged.
 */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: maskCardNumbers(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket.remotePort,
    };
  },
};
