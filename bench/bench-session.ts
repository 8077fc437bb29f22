// A signed-in browser session for a bench, made the way better-auth makes one at sign-in.
import { createHmac } from 'node:crypto';
import type { AppServices } from '../apps/server/src/app';

/**
 * Opens a session for `userId` and answers the Cookie header a browser would then send: the session cookie holds
 * `token.signature` (HMAC-SHA256 of the token with the auth secret, base64), which better-auth verifies each request.
 */
export async function startBrowserSession(auth: AppServices['auth'], userId: string): Promise<string> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
  return `${context.authCookies.sessionToken.name}=${encodeURIComponent(`${session.token}.${signature}`)}`;
}
