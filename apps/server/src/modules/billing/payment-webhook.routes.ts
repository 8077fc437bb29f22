import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentWebhookService } from './payment-webhook.service';

/**
 * Its own plugin because the signature covers the exact bytes received: JSON bodies here are kept as the raw string
 * (this parser is scoped to this plugin; every other route still gets parsed JSON).
 */
export function paymentWebhookRoutes(deps: { webhooks: PaymentWebhookService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 262_144 },
      (_request, body, done) => done(null, body),
    );
    app.post(
      '/api/payment/webhook',
      {
        schema: {
          tags: ['billing'],
          summary: 'Square event notifications, verified by x-square-hmacsha256-signature',
          body: z.string(),
          response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
        },
      },
      async (request) => {
        const signature = request.headers['x-square-hmacsha256-signature'];
        return deps.webhooks.receiveNotification(
          request.body,
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
  };
}
