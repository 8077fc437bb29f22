import {
  accountUpdateSchema,
  apiErrorSchema,
  notificationSettingsSchema,
  passwordChangeSchema,
  resendVerificationSchema,
  validateAccountEmailSchema,
} from '@mathwise/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountSettingsService } from './account-settings.service';
import {
  EMAIL_CHECK_LIMIT,
  GUESSING_LIMIT,
  registerCallerRateLimit,
  VERIFICATION_RESEND_LIMIT,
} from './caller-rate-limit';

const providersResponseSchema = z.object({ providers: z.array(z.enum(['google', 'facebook', 'oidc'])) });
const noticeSchema = z.object({ title: z.string(), body: z.string() });
const accountUpdateResponseSchema = noticeSchema.extend({
  /** The address a confirmation link was sent to, when the e-mail is changing; it takes effect once confirmed. */
  pending_email: z.string().nullable(),
});
const notificationSettingsResponseSchema = z.object({
  weekly_report: z.boolean(),
  newsletter: z.boolean(),
  account_activity: z.boolean(),
});

/** Where the e-mail confirmation link lands: the login action page, since every session has just ended. */
export const EMAIL_CHANGED_REDIRECT = '/action-page/login?email_changed=true';
export const EMAIL_CHANGE_FAILED_REDIRECT = '/action-page/login?error=email_change_link_invalid';

export function accountsRoutes(deps: {
  settings: AccountSettingsService;
  configuredProviders: Array<'google' | 'facebook' | 'oidc'>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await registerCallerRateLimit(app);
    app.post(
      '/api/email/verification',
      {
        // Per user, as better-auth limits its own resend per client; the address has its own limit besides.
        config: { rateLimit: VERIFICATION_RESEND_LIMIT },
        schema: {
          tags: ['accounts'],
          summary: 'Send the verification e-mail again',
          body: resendVerificationSchema,
          response: { 200: apiErrorSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return deps.settings.resendVerificationEmail(actor, request.body.user_id);
      },
    );

    app.post(
      '/api/accountSettings/update-account/',
      {
        schema: {
          tags: ['accounts'],
          summary: "Update the caller's account, or (for a parent) one of their learners'",
          body: accountUpdateSchema,
          response: { 200: accountUpdateResponseSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return deps.settings.updateAccount(actor, request.body);
      },
    );

    app.post(
      '/api/accountSettings/validate-email/',
      {
        config: { rateLimit: EMAIL_CHECK_LIMIT },
        schema: {
          tags: ['accounts'],
          summary: 'Whether an e-mail is free (or already the caller’s own)',
          body: validateAccountEmailSchema,
          response: { 200: noticeSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return deps.settings.validateEmail(actor, request.body.email);
      },
    );

    app.get(
      '/api/accountSettings/confirm-email/',
      {
        config: { rateLimit: EMAIL_CHECK_LIMIT },
        schema: {
          tags: ['accounts'],
          summary: 'Confirm an e-mail change from the link sent to the new address',
          querystring: z.object({ token: z.string().min(1).max(200) }),
        },
      },
      async (request, reply) => {
        const { isChanged } = await deps.settings.confirmEmailChange(request.query.token);
        return reply.redirect(isChanged ? EMAIL_CHANGED_REDIRECT : EMAIL_CHANGE_FAILED_REDIRECT);
      },
    );

    app.post(
      '/api/accountSettings/change-password/',
      {
        config: { rateLimit: GUESSING_LIMIT },
        schema: {
          tags: ['accounts'],
          summary: "Change the caller's password; every session of the account ends",
          body: passwordChangeSchema,
          response: { 200: noticeSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return deps.settings.changePassword(actor, request.body);
      },
    );

    app.post(
      '/api/accountSettings/notifications/',
      {
        schema: {
          tags: ['accounts'],
          summary: "Switch the parent's e-mail notifications (weekly report, newsletter, account activity)",
          body: notificationSettingsSchema,
          response: { 200: notificationSettingsResponseSchema },
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        return deps.settings.updateNotifications(actor, request.body);
      },
    );

    app.get(
      '/api/auth-providers',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Social and OIDC sign-ins configured on this deployment',
          response: { 200: providersResponseSchema },
        },
      },
      () => ({ providers: deps.configuredProviders }),
    );
  };
}
