import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Square signs each notification with HMAC-SHA256 over the notification URL followed by the raw body, keyed with the
 * subscription's signature key, and sends it base64-encoded in `x-square-hmacsha256-signature`. The body must be
 * the exact bytes received: re-serialising parsed JSON changes them.
 */
export function signSquareNotification(
  notificationUrl: string,
  rawBody: string,
  signatureKey: string,
): string {
  return createHmac('sha256', signatureKey)
    .update(notificationUrl + rawBody)
    .digest('base64');
}

/** Compares in constant time, so a forger learns nothing from how long a wrong signature takes to refuse. */
export function isValidSquareSignature(input: {
  notificationUrl: string;
  rawBody: string;
  signatureKey: string;
  signature: string | undefined;
}): boolean {
  if (!input.signature) return false;
  const expected = Buffer.from(
    signSquareNotification(input.notificationUrl, input.rawBody, input.signatureKey),
  );
  const given = Buffer.from(input.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
