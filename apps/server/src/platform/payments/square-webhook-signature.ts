import { createHmac } from 'node:crypto';
import { WebhooksHelper } from 'square';

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

/**
 * Checked by the Square SDK's own `WebhooksHelper.verifySignature` (constant-time), so the rule follows Square's if it
 * ever changes; `signSquareNotification` above stays as the independent signer the tests and the sandbox use.
 */
export async function isValidSquareSignature(input: {
  notificationUrl: string;
  rawBody: string;
  signatureKey: string;
  signature: string | undefined;
}): Promise<boolean> {
  if (!input.signature) return false;
  return WebhooksHelper.verifySignature({
    requestBody: input.rawBody,
    signatureHeader: input.signature,
    signatureKey: input.signatureKey,
    notificationUrl: input.notificationUrl,
  });
}
