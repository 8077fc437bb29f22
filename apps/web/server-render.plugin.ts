import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/**
 * After the browser build, builds src/app/server-render.tsx for Node into the build's `.ssr/server-render.mjs`, where the
 * server looks for it (apps/server/src/platform/http/app-page.ts): a dot folder, which the server never serves as a
 * file. Every library is bundled in, so the build works wherever it is copied, and the same config makes CSS module
 * class names match the browser build's.
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
      await build({
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        ...(config.configFile ? { configFile: config.configFile } : {}),
        ssr: { noExternal: true },
        build: {
          ssr: 'src/app/server-render.tsx',
          outDir: resolve(config.root, config.build.outDir, '.ssr'),
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          rolldownOptions: {
            output: { entryFileNames: 'server-render.mjs', codeSplitting: false },
            // The server build bundles every namespace's strings eagerly (createEagerI18n) beside the browser
            // backend's lazy imports of the same files; that is expected here, not a splitting mistake.
            onLog(level, log, handler) {
              if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
            },
          },
        },
      });
    },
  };
}
