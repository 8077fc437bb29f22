import rateLimit from '@fastify/rate-limit';
import {
  contactSchema,
  newsletterSchema,
  newsletterUnsubscribeParamsSchema,
  siteAcknowledgementSchema,
  userNumberResponseSchema,
} from '@mathwise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../platform/http/http-errors';
import { sharedRateLimitStore } from '../../platform/http/rate-limit-store';
import type { SiteService } from './site.service';
import { renderUnsubscribeResultPage } from './templates/unsubscribe-result.page';

export interface SiteRateLimit {
  max: number;
  timeWindowMs: number;
}

/** A person sends a few messages at most; a script sending more is stopped per client address. */
export const DEFAULT_SITE_RATE_LIMIT: SiteRateLimit = { max: 5, timeWindowMs: 10 * 60_000 };

// A contact message is at most ~700 characters of JSON; 16 KB leaves room for multi-byte text and nothing more.
const SITE_WRITE_BODY_LIMIT = 16 * 1024;

export function siteRoutes(deps: {
  site: SiteService;
  publicUrl: string;
  rateLimit?: SiteRateLimit;
}): FastifyPluginAsyncZod {
  const limit = deps.rateLimit ?? DEFAULT_SITE_RATE_LIMIT;
  return async (app) => {
    // Registered inside this plugin with global off, so only the routes below that ask for it are limited.
    await app.register(rateLimit, {
      ...sharedRateLimitStore(app),
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          'Too many requests',
          `You have sent too many requests. Please try again in ${context.after}.`,
        ),
    });
    const writeLimit = { max: limit.max, timeWindow: limit.timeWindowMs };

    app.post(
      '/api/contact-us',
      {
        bodyLimit: SITE_WRITE_BODY_LIMIT,
        config: { rateLimit: writeLimit },
        schema: {
          tags: ['site'],
          summary: 'Send a message to the Mathwise team (stored, then e-mailed to support)',
          body: contactSchema,
          response: { 200: siteAcknowledgementSchema },
        },
      },
      (request) => deps.site.receiveContactMessage(request.body),
    );

    app.post(
      '/api/addNewsLetterEmail',
      {
        bodyLimit: SITE_WRITE_BODY_LIMIT,
        config: { rateLimit: writeLimit },
        schema: {
          tags: ['site'],
          summary:
            'Add an address to the newsletter (once) and send a welcome e-mail with an unsubscribe link',
          body: newsletterSchema,
          response: { 200: siteAcknowledgementSchema },
        },
      },
      (request) => deps.site.subscribeToNewsletter(request.body),
    );

    app.get(
      '/api/newsletter/unsubscribe/:token',
      {
        config: { rateLimit: { max: 30, timeWindow: limit.timeWindowMs } },
        schema: {
          tags: ['site'],
          summary: 'The link in every newsletter e-mail: unsubscribes and shows a confirmation page',
          params: newsletterUnsubscribeParamsSchema,
          response: { 200: z.string(), 404: z.string() },
        },
      },
      async (request, reply) => {
        const isDone = await deps.site.unsubscribeFromNewsletter(request.params.token);
        const page = renderUnsubscribeResultPage({ isDone, homeUrl: `${deps.publicUrl}/` });
        return reply
          .status(isDone ? 200 : 404)
          .type('text/html; charset=utf-8')
          .serializer((payload) => String(payload))
          .send(page);
      },
    );

    app.get(
      '/api/users/getUserNumber',
      {
        schema: {
          tags: ['site'],
          summary: 'How many accounts exist',
          response: { 200: userNumberResponseSchema },
        },
      },
      () => deps.site.countUsers(),
    );
  };
}
