import {
  apiErrorSchema,
  cardEditParamsSchema,
  cardEditSchema,
  cardRemoveParamsSchema,
  cardRemoveSchema,
  invoicesRequestSchema,
  invoicesResponseSchema,
  membershipChangeSchema,
  membershipParamsSchema,
  paymentConfigSchema,
  paymentRequestSchema,
  paymentResponseSchema,
  promoCodeCheckResponseSchema,
  promoCodeCheckSchema,
  subscriptionLookupParamsSchema,
  subscriptionLookupResponseSchema,
  subscriptionSchema,
  updateSubscriptionParamsSchema,
  updateSubscriptionSchema,
} from '@mathwise/api-contract';
import rateLimit from '@fastify/rate-limit';
import type { PaymentConfig } from '@mathwise/api-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/http-errors';
import { sharedRateLimitStore } from '../../platform/http/rate-limit-store';
import type { BillingCardsService } from './billing-cards.service';
import type { BillingCheckoutService } from './billing-checkout.service';
import type { BillingInvoicesService } from './billing-invoices.service';
import type { BillingMembershipsService } from './billing-memberships.service';
import type { BillingPromoCodesService } from './billing-promo-codes.service';
import { rejectCardNumbers } from './card-number.guard';
import type { SubscriptionsService } from './subscriptions.service';

/** Promo codes are checked without a session: enough tries for a family, too few to guess codes by script. */
const PROMO_CHECK_LIMIT = { max: 30, timeWindow: 10 * 60_000 };

/**
 * A checkout carrying a promo code checks that code too (an invalid one answers the promo failure, a valid one goes on
 * to the card), so with a declined card it is a promo check by another door: it counts under the same limit, after
 * the body is parsed so that checkouts without a code are never slowed.
 */
const CHECKOUT_PROMO_LIMIT = {
  ...PROMO_CHECK_LIMIT,
  hook: 'preHandler',
  allowList: (request: FastifyRequest) => {
    const body = request.body as { promo_code?: unknown; usePromo?: unknown } | undefined;
    return !(typeof body?.promo_code === 'string' && body.promo_code !== '' && body.usePromo !== false);
  },
} as const;

const bearer: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

export function billingRoutes(services: {
  subscriptions: SubscriptionsService;
  promoCodes: BillingPromoCodesService;
  checkout: BillingCheckoutService;
  memberships: BillingMembershipsService;
  cards: BillingCardsService;
  invoices: BillingInvoicesService;
  paymentConfig: PaymentConfig;
}): FastifyPluginAsyncZod {
  const { promoCodes, checkout, memberships, cards, invoices } = services;
  return async (app) => {
    // Card numbers never reach a service or a log: the hosted card fields send only tokens.
    app.addHook('preValidation', rejectCardNumbers);
    // Inside this plugin with global off: only the routes that ask for a limit get one.
    await app.register(rateLimit, {
      ...sharedRateLimitStore(app),
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'Too many requests', `Please try again in ${context.after}.`),
    });

    app.get(
      '/api/getOneSubscription/:userId/:userType',
      {
        schema: {
          tags: ['billing'],
          summary: "The caller's subscription, or { message } when there is none",
          params: subscriptionLookupParamsSchema,
          response: { 200: subscriptionLookupResponseSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return services.subscriptions.lookUpSubscription(
          actor,
          request.params.userId,
          request.params.userType,
        );
      },
    );

    app.post(
      '/api/createNewSubscription',
      {
        config: { rateLimit: CHECKOUT_PROMO_LIMIT },
        schema: {
          tags: ['billing'],
          summary: "Pay for a new subscription (30-day trial on a parent's first); the server sets the price",
          security: bearer,
          body: paymentRequestSchema,
          response: { 200: paymentResponseSchema },
        },
      },
      async (request) => checkout.createSubscription(await request.requireActor(), request.body),
    );

    // No session needed: the plan pages show the card form's kind before sign-in matters, and nothing here is
    // secret (Square's application and location ids are public by design).
    app.get(
      '/api/payment/config',
      {
        schema: {
          tags: ['billing'],
          summary:
            "The card form to show: the sandbox's, or Square's with its public application and location ids",
          response: { 200: paymentConfigSchema },
        },
      },
      () => services.paymentConfig,
    );

    app.post(
      '/api/validatePromoCode',
      {
        config: { rateLimit: PROMO_CHECK_LIMIT },
        schema: {
          tags: ['billing'],
          summary: 'Percent off of an active promo code (no sign-in needed)',
          body: promoCodeCheckSchema,
          response: { 200: promoCodeCheckResponseSchema },
        },
      },
      async (request) => promoCodes.checkPromoCode(request.body.code_number),
    );

    app.put(
      '/api/updateSubscription/:subscriptionId/:userId',
      {
        schema: {
          tags: ['billing'],
          summary: 'Add memberships; new seats are charged prorated to the end of the current period',
          security: bearer,
          params: updateSubscriptionParamsSchema,
          body: updateSubscriptionSchema,
          response: { 200: subscriptionSchema },
        },
      },
      async (request) =>
        memberships.addMemberships(await request.requireActor(), request.params, request.body),
    );

    app.put(
      '/api/subscription/cancel/:id',
      {
        schema: {
          tags: ['billing'],
          summary: "Cancel a learner's membership at the end of the paid period",
          security: bearer,
          params: membershipParamsSchema,
          body: membershipChangeSchema,
          response: { 200: apiErrorSchema },
        },
      },
      async (request) =>
        memberships.cancelMembership(await request.requireActor(), request.params.id, request.body),
    );

    app.put(
      '/api/subscription/resume/:id',
      {
        schema: {
          tags: ['billing'],
          summary: "Resume a learner's membership (or a paused subscription)",
          security: bearer,
          params: membershipParamsSchema,
          body: membershipChangeSchema,
          response: { 200: apiErrorSchema },
        },
      },
      async (request) =>
        memberships.resumeMembership(await request.requireActor(), request.params.id, request.body),
    );

    app.post(
      '/api/payment/user/invoices',
      {
        schema: {
          tags: ['billing'],
          summary: "The parent's invoices, or { title, body } with the empty-state text",
          security: bearer,
          body: invoicesRequestSchema,
          response: { 200: invoicesResponseSchema },
        },
      },
      async (request) => invoices.listInvoices(await request.requireActor(), request.body),
    );

    app.put(
      '/api/card/remove/:card_id',
      {
        schema: {
          tags: ['billing'],
          summary: 'Remove a card on file',
          security: bearer,
          params: cardRemoveParamsSchema,
          // The spec sends an empty body: none at all, or {}.
          body: cardRemoveSchema.nullish(),
          response: { 200: apiErrorSchema },
        },
      },
      async (request) => cards.removeCard(await request.requireActor(), request.params.card_id),
    );

    app.put(
      '/api/card/edit/:card_id/:customer_id/:subscription_id',
      {
        schema: {
          tags: ['billing'],
          summary: "Replace the subscription's card with a new card token ('new' as card_id adds one)",
          security: bearer,
          params: cardEditParamsSchema,
          body: cardEditSchema,
          response: { 200: apiErrorSchema },
        },
      },
      async (request) => cards.editCard(await request.requireActor(), request.params, request.body),
    );
  };
}
