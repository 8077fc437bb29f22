import { createAuthClient } from 'better-auth/react';
import { inferAdditionalFields } from 'better-auth/client/plugins';

/**
 * The better-auth client. Same origin as the API (Vite proxies /api in development, Fastify serves both in
 * production), so no baseURL. The generic OIDC provider needs no client plugin in better-auth 1.7: the server's
 * genericOAuth plugin registers it as a social provider, reached through `signIn.social({ provider: 'oidc' })`.
 */
export const authClient = createAuthClient({
  plugins: [
    inferAdditionalFields({
      user: {
        userType: { type: 'string' },
        // Roles are granted by staff, never chosen at sign-up; the nickname is optional.
        roles: { type: 'string', input: false },
        nickname: { type: 'string', required: false },
      },
    }),
  ],
});
