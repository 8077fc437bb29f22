import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fromNodeHeaders } from 'better-auth/node';
import type { BootSession, BootSessionUser } from '@mathwise/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth';

/** The id of the data block the web app reads its first session from (apps/web/src/app/auth/boot-session.ts). */
export const BOOT_SESSION_ELEMENT_ID = 'mathwise-session';

/**
 * JSON that cannot end the script element it sits in or open a comment there: `<` is what the HTML parser reacts to
 * inside a script, `&` and `>` are escaped with it for good measure, and U+2028/U+2029 for older JavaScript parsers.
 */
export function toScriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The session the page's request carries, read as the web app's own session request would read it. */
async function readBootSession(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<BootSession> {
  if (request.headers.cookie === undefined && request.headers.authorization === undefined)
    return { user: null };
  const { headers, response } = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  // better-auth extends a session due for its sliding refresh and re-sets the cookie; that cookie must reach the browser.
  for (const cookie of headers.getSetCookie()) void reply.header('set-cookie', cookie);
  if (!response) return { user: null };
  const user = response.user as typeof response.user & Record<string, unknown>;
  const optionalString = (value: unknown) => (typeof value === 'string' ? value : null);
  const bootUser: BootSessionUser = {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: Boolean(user.emailVerified),
    image: user.image ?? null,
    nickname: optionalString(user.nickname),
    userType: optionalString(user.userType),
    roles: optionalString(user.roles),
  };
  return { user: bootUser };
}

/**
 * Sends the web app's page (index.html) with the request's session written into it as a non-executing JSON block
 * (the CSP allows no inline script), so the app knows at once who it serves and asks for the page's data in parallel
 * with its code, instead of session, then subscription, then the page's data one after another (issue 8). The page is
 * now per user: private to the browser, revalidated every time, and varying by cookie. A session that cannot be read
 * leaves the block out, and the app asks for its session itself as before.
 */
export async function sendAppPage(
  auth: Auth,
  webDistDir: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const template = await readFile(join(webDistDir, 'index.html'), 'utf8');
  let html = template;
  try {
    const session = await readBootSession(auth, request, reply);
    const block = `<script type="application/json" id="${BOOT_SESSION_ELEMENT_ID}">${toScriptSafeJson(session)}</script>`;
    // A function, not a string: a `$&` or `$'` in a user's name would otherwise be read as a replacement pattern.
    html = template.includes('</head>')
      ? template.replace('</head>', () => `${block}</head>`)
      : `${block}${template}`;
  } catch (error) {
    request.log.warn(
      { err: error },
      'The session for the app page could not be read; the app will ask for it',
    );
  }
  void reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Cookie, Accept-Encoding');
  if (request.method === 'HEAD') return reply.send('');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  }
  return reply.send(html);
}
