import type { Dirent } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and WOFF2 fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below this a compressed copy saves less than the response headers weigh. */
const MIN_BYTES = 1024;

/** The build's dot folders (Vite's manifest, the server's render of pages) are read on the server, never served. */
const isServedFile = (dir: string, entry: Dirent) =>
  entry.isFile() &&
  !relative(dir, entry.parentPath)
    .split(/[\\/]/)
    .some((folder) => folder.startsWith('.'));

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => isServedFile(dir, entry))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes a `.br` and a `.gz` beside every text file of the build, once at build time, so the server sends them as they
 * are (@fastify/static's `preCompressed`) instead of compressing on every request or sending the files plain: a phone
 * on a slow connection downloads a fifth of the bytes. Brotli at its highest quality is too slow to run per request,
 * which is why it is done here. Runs after every other plugin's closeBundle, since the landing page's prerender
 * rewrites landing.html there.
 */
export function precompressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mathwise:precompress-assets',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.has(extname(file)));
        await Promise.all(
          files.map(async (file) => {
            const content = await readFile(file);
            if (content.length < MIN_BYTES) return;
            const [brotliContent, gzipContent] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            // A copy that is not smaller would only cost the client the same bytes plus a decode.
            if (brotliContent.length < content.length) await writeFile(`${file}.br`, brotliContent);
            if (gzipContent.length < content.length) await writeFile(`${file}.gz`, gzipContent);
          }),
        );
      },
    },
  };
}
