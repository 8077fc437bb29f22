import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { buildForNode } from './node-build.ts';

/**
 * After the browser build, builds src/app/server-render.tsx for Node into the build's `.ssr/server-render.mjs`, where the
 * server looks for it (apps/server/src/platform/pages/app-page.ts): the plan of the pages people land on, from their
 * routes' page starts, and their render (docs/page-start.md). A dot folder, which the server never serves as a file.
 * Self-contained, so the build works wherever it is copied.
 */
export function buildServerRender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mathwise:server-render',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await buildForNode(config, {
        entry: 'src/app/server-render.tsx',
        outDir: resolve(config.root, config.build.outDir, '.ssr'),
        fileName: 'server-render.mjs',
        isSelfContained: true,
      });
    },
  };
}
