import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth';
import { notFound } from '../http/http-errors';
import { prepareAppPage, sendAppPage } from './app-page';
import { webBuildStaticOptions } from './web-build';

/**
 * Serves the built web app when `webDistDir` holds one: its files, and every other page path (GET or HEAD, outside
 * /api/) as the app page with the request's session written in. Anything else unmatched is a 404.
 */
export async function registerWebApp(app: FastifyInstance, auth: Auth, webDistDir: string | undefined) {
  const hasWebBuild = webDistDir !== undefined && existsSync(join(webDistDir, 'index.html'));
  const hasLandingPage = hasWebBuild && existsSync(join(webDistDir, 'landing.html'));
  if (hasWebBuild) {
    await app.register(fastifyStatic, webBuildStaticOptions(webDistDir));
    await prepareAppPage(webDistDir, app.log);
  }
  app.setNotFoundHandler(async (request, reply) => {
    // HEAD too: uptime monitors and link checkers ask for a page's headers only (send answers them without a body).
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!isPageRequest || !hasWebBuild || webDistDir === undefined) throw notFound();
    // `/` for a visitor without a session is the prerendered landing page, without the app's router and data layer
    // (docs/decisions/011-prerendered-landing-page.md); a signed-in user gets the app, whose header knows them.
    if (hasLandingPage && request.url.split('?')[0] === '/') {
      void reply.header('vary', 'Cookie');
      if ((await request.findActor()) === null) return reply.type('text/html').sendFile('landing.html');
    }
    // The web app owns every other path (its router shows the not-found page), so pages get index.html, with the
    // request's session written in.
    return sendAppPage(auth, webDistDir, request, reply);
  });
}
