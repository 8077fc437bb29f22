import { randomUUID } from 'node:crypto';
import type { ApiError, CardEditParams, CardEditRequest } from '@mathwise/api-contract';
import {
  CARD_REMOVE_FAILED_TITLE,
  CARD_REMOVED_BODY,
  CARD_REMOVED_TITLE,
  CARD_UPDATE_FAILED_TITLE,
  CARD_UPDATED_BODY,
  CARD_UPDATED_TITLE,
  TRY_AGAIN_LATER,
} from '@mathwise/api-contract';
import type { Actor } from '../../platform/auth/actor';
import { badRequest, forbidden, HttpError } from '../../platform/http/http-errors';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import {
  PaymentDeclinedError,
  PaymentProviderUnavailableError,
} from '../../platform/payments/payment-gateway';
import { loadOwnedSubscription } from './billing-answers';
import type { BillingCheckoutService } from './billing-checkout.service';
import type { BillingRepository, PaymentCardRecord } from './billing.repository';
import { canManageCard } from './billing.policy';

/** The cards on file: removed (disabled at the provider), or replaced by a new card for the renewals. */
export function createBillingCardsService(deps: {
  repository: BillingRepository;
  checkout: Pick<BillingCheckoutService, 'ensureCustomer' | 'storeCard'>;
  gateway: PaymentGateway;
}) {
  const { repository, checkout, gateway } = deps;

  return {
    /** PUT /api/card/remove/:card_id: disabled at the provider; renewals then need a new card. */
    async removeCard(actor: Actor, cardId: string): Promise<ApiError> {
      const card = await repository.findCard(cardId);
      if (!card || !canManageCard(actor, card)) throw forbidden();
      if (card.isActive) {
        try {
          await gateway.disableCard(card.id);
        } catch {
          throw new HttpError(503, CARD_REMOVE_FAILED_TITLE, TRY_AGAIN_LATER);
        }
        await repository.transaction(async (trx) => {
          await trx.deactivateCard(card.id);
          await trx.subscriptions.clearCardEverywhere(card.id);
        });
      }
      return { title: CARD_REMOVED_TITLE, body: CARD_REMOVED_BODY };
    },

    /**
     * PUT /api/card/edit/:card_id/:customer_id/:subscription_id: stores the new card from its token and makes it
     * the renewal card. `card_id` 'new' adds a card when the subscription has none.
     */
    async editCard(actor: Actor, params: CardEditParams, body: CardEditRequest): Promise<ApiError> {
      const subscription = await loadOwnedSubscription(repository, actor, params.subscription_id);
      const oldCard = params.card_id === 'new' ? undefined : await repository.findCard(params.card_id);
      if (params.card_id !== 'new' && (!oldCard || !canManageCard(actor, oldCard))) throw forbidden();
      const customer = await repository.findCustomer(actor.userId, gateway.provider);
      if (customer ? customer.providerCustomerId !== params.customer_id : params.customer_id !== 'new') {
        throw forbidden();
      }
      let newCard: PaymentCardRecord;
      try {
        const customerId = await checkout.ensureCustomer({
          userId: actor.userId,
          email: actor.email,
          name: actor.name,
        });
        newCard = await checkout.storeCard({
          parentUserId: actor.userId,
          customerId,
          idempotencyKey: `card-edit:${subscription.id}:${randomUUID()}`,
          sourceToken: body.nonce,
          cardholderName: body.full_name,
          postalCode: body.postalCode,
        });
      } catch (error) {
        if (error instanceof PaymentDeclinedError)
          throw badRequest(TRY_AGAIN_LATER, CARD_UPDATE_FAILED_TITLE);
        if (error instanceof PaymentProviderUnavailableError) {
          throw new HttpError(503, CARD_UPDATE_FAILED_TITLE, TRY_AGAIN_LATER);
        }
        throw error;
      }
      await repository.subscriptions.setCard(subscription.id, newCard.id);
      if (oldCard?.isActive && oldCard.id !== newCard.id) {
        await disableQuietly(oldCard.id);
      }
      return { title: CARD_UPDATED_TITLE, body: CARD_UPDATED_BODY };
    },
  };

  /** A card we no longer use is disabled at the provider; a failure here leaves a harmless unused card. */
  async function disableQuietly(cardId: string): Promise<void> {
    await repository.deactivateCard(cardId);
    try {
      await gateway.disableCard(cardId);
    } catch {
      // Nothing charges an inactive card; the provider's copy is cleaned up the next time it is removed.
    }
  }
}

export type BillingCardsService = ReturnType<typeof createBillingCardsService>;
