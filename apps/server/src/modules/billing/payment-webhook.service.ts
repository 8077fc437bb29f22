import { z } from 'zod';
import { forbidden, HttpError } from '../../platform/http/http-errors';
import { isValidSquareSignature } from '../../platform/payments/square-webhook-signature';
import type { BillingReconcilerService } from './billing-reconciler.service';
import type { BillingRepository } from './billing.repository';

/**
 * Notifications older than this are refused even with a valid signature, so a captured notification cannot be
 * replayed later; event ids stop replays inside the window. A refused late delivery loses nothing: the reconciler
 * settles every order from our own records.
 */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;

/** The fields of Square's event notification that we read (developer.squareup.com/docs/webhooks). */
const notificationSchema = z.object({
  event_id: z.string().min(1).max(200),
  type: z.string().min(1).max(200),
  created_at: z.string(),
  data: z
    .object({
      object: z
        .object({
          payment: z
            .object({
              id: z.string(),
              status: z.string(),
              reference_id: z.string().optional(),
              receipt_url: z.string().optional(),
            })
            .optional(),
          card: z
            .object({
              id: z.string(),
              enabled: z.boolean().optional(),
              exp_month: z.number().int().optional(),
              exp_year: z.number().int().optional(),
            })
            .optional(),
        })
        .optional(),
    })
    .optional(),
});

export function createPaymentWebhookService(deps: {
  repository: BillingRepository;
  reconciler: BillingReconcilerService;
  signatureKey: string | undefined;
  notificationUrl: string;
}) {
  return {
    /** POST /api/payment/webhook: verifies, refuses stale and repeated notifications, then applies the event. */
    async receiveNotification(
      rawBody: string,
      signature: string | undefined,
      now = new Date(),
    ): Promise<{ received: true; duplicate: boolean }> {
      if (!deps.signatureKey) {
        throw new HttpError(
          503,
          'Webhooks are not configured',
          'Set SQUARE_WEBHOOK_SIGNATURE_KEY to receive them.',
        );
      }
      const isSigned = await isValidSquareSignature({
        notificationUrl: deps.notificationUrl,
        rawBody,
        signatureKey: deps.signatureKey,
        signature,
      });
      if (!isSigned) throw forbidden('The notification signature is not valid.');
      let parsedJson: unknown;
      try {
        parsedJson = JSON.parse(rawBody);
      } catch {
        throw new HttpError(400, 'Invalid request', 'The notification is not JSON.');
      }
      const parsed = notificationSchema.safeParse(parsedJson);
      if (!parsed.success)
        throw new HttpError(400, 'Invalid request', 'The notification is not a Square event.');
      const notification = parsed.data;
      const age = now.getTime() - new Date(notification.created_at).getTime();
      if (!Number.isFinite(age) || Math.abs(age) > WEBHOOK_MAX_AGE_MS) {
        throw new HttpError(400, 'Invalid request', 'The notification is too old.');
      }
      if (!(await deps.repository.recordWebhookEvent(notification.event_id, notification.type))) {
        return { received: true, duplicate: true };
      }
      const object = notification.data?.object;
      if (object?.payment && notification.type.startsWith('payment.')) {
        const payment = object.payment;
        await deps.reconciler.settleFromProviderPayment({
          id: payment.id,
          status: payment.status,
          referenceId: payment.reference_id ?? null,
          receiptUrl: payment.receipt_url ?? null,
        });
      }
      if (object?.card && notification.type.startsWith('card.')) {
        await applyCardEvent(deps.repository, notification.type, object.card);
      }
      return { received: true, duplicate: false };
    },
  };
}

async function applyCardEvent(
  repository: BillingRepository,
  type: string,
  card: {
    id: string;
    enabled?: boolean | undefined;
    exp_month?: number | undefined;
    exp_year?: number | undefined;
  },
): Promise<void> {
  const known = await repository.findCard(card.id);
  if (!known) return;
  if (type === 'card.disabled' || type === 'card.forgotten' || card.enabled === false) {
    await repository.transaction(async (trx) => {
      await trx.deactivateCard(card.id);
      await trx.subscriptions.clearCardEverywhere(card.id);
    });
  } else if (type === 'card.automatically_updated' && card.exp_month && card.exp_year) {
    // The card network sent a new expiry for the same card: renewals keep working.
    await repository.updateCardExpiry(card.id, card.exp_month, card.exp_year);
  }
}

export type PaymentWebhookService = ReturnType<typeof createPaymentWebhookService>;
