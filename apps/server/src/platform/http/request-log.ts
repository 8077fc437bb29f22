import type { FastifyRequest } from 'fastify';

/**
 * 13 to 19 digits, with the spaces (typed or URL-encoded) or dashes people put between groups, standing on their own.
 * Broader than a card's real layouts on purpose: masking a few digits of something else in a log costs nothing.
 */
const CARD_NUMBER_LIKE = /(?<![\w@.])(?:\d(?:[ -]|%20)?){12,18}\d(?![\w@])/g;

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

/** Keeps only the last four digits of anything that could be a card number (PCI DSS 3.4: no full PAN in logs). */
export function maskCardNumbers(text: string): string {
  return text.replace(CARD_NUMBER_LIKE, (match) => {
    const digits = match.replace(/[ -]|%20/g, '');
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
