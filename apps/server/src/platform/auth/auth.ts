import { accountNameSchema, passwordSchema, signUpSchema } from '@mathwise/api-contract';
import { betterAuth } from 'better-auth';
import type { SecondaryStorage } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer, genericOAuth } from 'better-auth/plugins';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { buildExistingAccountSignUpEmail } from '../mail/templates/existing-account-sign-up-email';
import { buildVerificationEmail } from '../mail/templates/verification-email';
import { createAccountSignInLimit, type AccountSignInLimit } from './account-sign-in-limit';
import { createLimitCountersRepository, type LimitCountersRepository } from './limit-counters.repository';

/** The header our HTTP layer sets to the client address it trusts; any client-sent copy is dropped first. */
export const CLIENT_IP_HEADER = 'x-mathwise-client-ip';

/**
 * Set by the web's pre-signup screen before a social sign-in redirect, so an account created by Google, Facebook or
 * OIDC gets the user type the visitor chose (parent or learner). Never trusted for anything else.
 */
export const PENDING_USER_TYPE_COOKIE = 'mathwise_pending_user_type';

function readPendingUserType(cookieHeader: string | null): 'parent' | 'learner' | undefined {
  const match = cookieHeader?.match(
    new RegExp(`(?:^|;\\s*)${PENDING_USER_TYPE_COOKIE}=(parent|learner)(?:;|$)`),
  );
  return match?.[1] as 'parent' | 'learner' | undefined;
}

/** Sign-in attempts allowed per client address and per minute. */
export const SIGN_IN_ATTEMPTS_PER_MINUTE = 5;

export interface AuthDependencies {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  /** Redis, when configured: sessions are cached there for every instance and the sign-in limiter counts there. */
  secondaryStorage?: SecondaryStorage;
  /** Called once a user row exists, so other areas (learner records) can follow sign-up. */
  onUserCreated(user: { id: string; userType: string }): Promise<void>;
}

/** Keys the better-auth client may send on sign-up besides the fields our schema validates. */
const SIGN_UP_TRANSPORT_KEYS = ['callbackURL', 'rememberMe'] as const;

function rejectInvalidBody(message: string): never {
  throw new APIError('BAD_REQUEST', { message, code: 'INVALID_BODY' });
}

function validateSignUpBody(body: unknown): void {
  if (typeof body !== 'object' || body === null) rejectInvalidBody('The request is not valid.');
  const fields = Object.fromEntries(
    Object.entries(body).filter(([key]) => !(SIGN_UP_TRANSPORT_KEYS as readonly string[]).includes(key)),
  );
  const result = signUpSchema.safeParse(fields);
  if (!result.success) rejectInvalidBody(result.error.issues[0]?.message ?? 'The request is not valid.');
}

/**
 * What a user may change about themselves through better-auth: the name, under the settings form's rules. The user
 * type is fixed at sign-up, and the picture is set only by the upload call, which checks and re-encodes the image.
 */
const USER_UPDATABLE_KEYS = ['name'] as const;

function rejectUnknownKeys(body: unknown, allowed: readonly string[]): void {
  if (typeof body !== 'object' || body === null) rejectInvalidBody('The request is not valid.');
  const unknownKey = Object.keys(body).find((key) => !allowed.includes(key));
  if (unknownKey !== undefined) rejectInvalidBody(`The field ${unknownKey} cannot be changed.`);
}

function validateUserUpdate(body: unknown): void {
  rejectUnknownKeys(body, USER_UPDATABLE_KEYS);
  const { name } = body as { name?: unknown };
  if (name === undefined) return;
  const result = accountNameSchema.safeParse(name);
  if (!result.success) rejectInvalidBody(result.error.issues[0]?.message ?? 'The name is not valid.');
}

function validateNewPassword(password: unknown): void {
  const result = passwordSchema.safeParse(password);
  if (!result.success) rejectInvalidBody(result.error.issues[0]?.message ?? 'The password is not valid.');
}

function readSignInEmail(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email : undefined;
}

/** Counts the attempt against the account before the password is checked; 429 once the account is over its limit. */
async function limitSignInPerAccount(limit: AccountSignInLimit, body: unknown): Promise<void> {
  const email = readSignInEmail(body);
  if (email === undefined) return;
  const refusal = await limit.consumeAttempt(email);
  if (!refusal) return;
  throw new APIError(
    'TOO_MANY_REQUESTS',
    {
      message: 'Too many sign-in attempts for this account. Please wait a few minutes and try again.',
      code: 'TOO_MANY_ATTEMPTS_FOR_ACCOUNT',
    },
    { 'retry-after': String(refusal.retryAfterSeconds) },
  );
}

/** Verification mails one address may receive in one window, whoever asks and from wherever (issue 22). */
export const VERIFICATION_MAILS_PER_ADDRESS = 3;
const VERIFICATION_MAIL_WINDOW_MS = 10 * 60_000;

/**
 * Counts a verification mail against its address before it is sent: better-auth limits its resend per client
 * address only, and account settings' resend call goes through here too (auth.api runs these hooks).
 */
async function limitVerificationMailPerAddress(
  counters: LimitCountersRepository,
  body: unknown,
): Promise<void> {
  const email = readSignInEmail(body);
  if (email === undefined) return;
  const now = Date.now();
  const { count, windowStart } = await counters.addAttempt(
    `verification-mail:${email.trim().toLowerCase()}`,
    VERIFICATION_MAIL_WINDOW_MS,
    now,
  );
  if (count <= VERIFICATION_MAILS_PER_ADDRESS) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + VERIFICATION_MAIL_WINDOW_MS - now) / 1000));
  throw new APIError(
    'TOO_MANY_REQUESTS',
    {
      message: 'Too many verification e-mails for this address. Please wait a few minutes and try again.',
      code: 'TOO_MANY_VERIFICATION_EMAILS',
    },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** Mails to an existing account's owner about sign-ups with their address, per window (docs/decisions/020). */
export const EXISTING_ACCOUNT_SIGN_UP_MAILS_PER_ADDRESS = 3;

/**
 * A sign-up with an address that has an account answers as a new one does; the owner is told by mail instead, at
 * most a few times a window, so repeated sign-ups cannot fill their inbox. Past the limit nothing is sent and the
 * answer stays the same, since a refusal would say the address is known.
 */
async function mailOwnerOfExistingAccount(
  counters: LimitCountersRepository,
  mailer: Mailer,
  publicUrl: string,
  user: { name: string; email: string },
): Promise<void> {
  const { count } = await counters.addAttempt(
    `existing-account-sign-up-mail:${user.email.toLowerCase()}`,
    VERIFICATION_MAIL_WINDOW_MS,
    Date.now(),
  );
  if (count > EXISTING_ACCOUNT_SIGN_UP_MAILS_PER_ADDRESS) return;
  await mailer.send(
    buildExistingAccountSignUpEmail(user, new URL('/action-page/login', publicUrl).toString()),
  );
}

async function clearAccountAttemptsOnSuccess(
  limit: AccountSignInLimit,
  ctx: { body: unknown; context: { returned?: unknown } },
): Promise<void> {
  const email = readSignInEmail(ctx.body);
  if (email !== undefined && !(ctx.context.returned instanceof Error)) await limit.clearAttempts(email);
}

export function createAuth(dependencies: AuthDependencies) {
  const { config, db, mailer, secondaryStorage } = dependencies;
  const providers = config.identityProviders;
  const limitCounters = createLimitCountersRepository(db);
  const accountSignInLimit = createAccountSignInLimit(limitCounters);
  const isSecure = config.publicUrl.startsWith('https://');
  const trustedOrigins = [config.publicUrl];
  // The Vite dev server proxies /api from its own origin.
  if (config.environment === 'development') trustedOrigins.push('http://localhost:5173');

  return betterAuth({
    appName: 'Mathwise',
    // Expected refusals (wrong password, unknown user) are answered to the client; tests need no log of them.
    logger: { disabled: config.environment === 'test' },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: { db, type: config.database.engine === 'postgres' ? 'postgres' : 'sqlite' },
    secondaryStorage,
    // With Redis, verification values stay in the database too: the accounts area's e-mail change links and
    // better-auth's own flows keep one durable record, whatever the cache holds.
    verification: { storeInDatabase: true },
    trustedOrigins,
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Unverified users may sign in; the web guards send them to /email-verification (spec 1 §2).
      requireEmailVerification: false,
      // Sign-up answers the same for a new and a known address and signs no one in: the new address gets the
      // verification link, the known one's owner a notice (docs/decisions/020). better-auth hashes the password in
      // both cases, so the time taken does not tell them apart either.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        await mailOwnerOfExistingAccount(limitCounters, mailer, config.publicUrl, user);
      },
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      // The link signs in only the browser that signed up (auth.routes.ts keeps the session for it alone), so a
      // link forwarded or planted by someone else verifies the address without signing its opener in.
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(buildVerificationEmail({ name: user.name, email: user.email }, url));
      },
    },
    user: {
      additionalFields: {
        // Required on e-mail sign-up by our schema; social sign-ups take it from the pre-signup choice (cookie).
        userType: { type: 'string', required: false, input: true },
        // Roles are granted by staff on the server; `input: false` keeps them out of every client-writable body.
        roles: { type: 'string', required: false, input: false, defaultValue: '' },
        nickname: { type: 'string', required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: (user, context) => {
            const nickname = user.email.split('@')[0] ?? user.name;
            const given = (user as { userType?: unknown }).userType;
            const chosen = readPendingUserType(context?.headers?.get('cookie') ?? null);
            const userType = given ?? chosen ?? 'parent';
            return Promise.resolve({ data: { ...user, nickname, userType } });
          },
          after: async (user) => {
            await dependencies.onUserCreated({
              id: user.id,
              userType: String((user as { userType?: unknown }).userType),
            });
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') await limitSignInPerAccount(accountSignInLimit, ctx.body);
        if (ctx.path === '/sign-up/email') validateSignUpBody(ctx.body);
        if (ctx.path === '/send-verification-email')
          await limitVerificationMailPerAddress(limitCounters, ctx.body);
        if (ctx.path === '/update-user') validateUserUpdate(ctx.body);
        if (ctx.path === '/change-password' || ctx.path === '/reset-password') {
          validateNewPassword((ctx.body as { newPassword?: unknown } | undefined)?.newPassword);
        }
      }),
      // Changing a password ends every session of the account (spec 2 §2), also through better-auth's own endpoint;
      // account settings' change-password call does the same itself.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') await clearAccountAttemptsOnSuccess(accountSignInLimit, ctx);
        if (ctx.path !== '/change-password') return;
        const returned: unknown = ctx.context.returned;
        const userId = ctx.context.session?.user.id;
        if (userId === undefined || returned instanceof Error) return;
        await ctx.context.internalAdapter.deleteUserSessions(userId);
      }),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // With Redis the session table stays the record of truth (parents' "last login" reads it, and a cache miss
      // falls back to it); Redis only answers the lookup every request makes.
      storeSessionInDatabase: true,
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      // Shared by every instance either way: Redis when configured (attempts never become database writes), else
      // the rateLimit table.
      storage: secondaryStorage ? 'secondary-storage' : 'database',
      customRules: {
        '/sign-in/email': { window: 60, max: SIGN_IN_ATTEMPTS_PER_MINUTE },
        '/sign-up/email': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 3 },
        // Every page load reads the session, and better-auth resets a count only after a full quiet window: a
        // classroom behind one address (or a learner clicking through a round) would soon be refused its own
        // session and look signed out. A session token cannot be guessed, so this read needs no limit.
        '/get-session': false,
      },
    },
    advanced: {
      cookiePrefix: 'mathwise',
      useSecureCookies: isSecure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isSecure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    socialProviders: {
      ...(providers.google ? { google: { ...providers.google } } : {}),
      ...(providers.facebook ? { facebook: { ...providers.facebook } } : {}),
    },
    plugins: [
      bearer(),
      ...(providers.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'oidc',
                  discoveryUrl: providers.oidc.discoveryUrl,
                  clientId: providers.oidc.clientId,
                  clientSecret: providers.oidc.clientSecret,
                  scopes: providers.oidc.scopes,
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * After the user row is changed by our own SQL (name, picture), copies of the user cached with the sessions
 * in Redis are refreshed, so every instance sees the change at once; without Redis each lookup reads the row.
 */
export async function refreshCachedSessionUser(auth: Auth, userId: string): Promise<void> {
  const context = await auth.$context;
  if (!context.options.secondaryStorage) return;
  // updateUser rewrites the user in every cached session of theirs; the timestamp is the only field it touches.
  await context.internalAdapter.updateUser(userId, { updatedAt: new Date() });
}

/** The social sign-ins this deployment offers, for the web's buttons. */
export function listConfiguredProviders(config: AppConfig): Array<'google' | 'facebook' | 'oidc'> {
  const { google, facebook, oidc } = config.identityProviders;
  return [
    ...(google ? ['google' as const] : []),
    ...(facebook ? ['facebook' as const] : []),
    ...(oidc ? ['oidc' as const] : []),
  ];
}
