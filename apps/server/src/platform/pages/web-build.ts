import { join, sep } from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/** Vite names every file under assets/ after a hash of its content: a new build gives a changed file a new name. */
const HASHED_ASSETS_CACHE = 'public, max-age=31536000, immutable';
/** The pages and the few unhashed files keep their names across builds, so a browser asks again each time. */
const UNHASHED_CACHE = 'no-cache';

/**
 * How the built web app is served: the `.br` and `.gz` copies the build wrote beside each text file
 * (apps/web/precompress-assets.plugin.ts), chosen by the request's Accept-Encoding with `Vary: Accept-Encoding` (the
 * plain file when the client accepts neither, or when no copy exists); the hashed assets cached for a year, the
 * pages revalidated every time (ETag / Last-Modified make that a 304) so a deploy reaches everyone at once.
 */
export function webBuildStaticOptions(webDistDir: string): FastifyStaticOptions {
  const hashedAssetsDir = join(webDistDir, 'assets') + sep;
  return {
    root: webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The copies are reached through their plain file's URL; routes of their own would only double the route table.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders(reply, path) {
      void reply.header(
        'cache-control',
        path.startsWith(hashedAssetsDir) ? HASHED_ASSETS_CACHE : UNHASHED_CACHE,
      );
    },
  };
}
