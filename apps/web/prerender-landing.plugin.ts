import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { PrerenderedLanding } from './src/landing/prerender';

const ROOT_PLACEHOLDER = '<div id="root"></div>';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * After the browser build, renders the landing page (src/landing/prerender.tsx) with an SSR build of the same
 * sources and writes the markup into the built landing.html, so an anonymous visitor's first paint needs no
 * JavaScript (docs/decisions/011-prerendered-landing-page.md). The SSR build uses this same config, so CSS module
 * class names match the browser build's.
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mathwise:prerender-landing',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const landingFile = resolve(config.root, config.build.outDir, 'landing.html');
      // Under node_modules, so the SSR bundle's external imports (react, @mantine/core...) resolve as the app's do.
      mkdirSync(config.cacheDir, { recursive: true });
      const ssrDir = mkdtempSync(join(config.cacheDir, 'prerender-landing-'));
      try {
        await build({
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          ...(config.configFile ? { configFile: config.configFile } : {}),
          build: {
            ssr: 'src/landing/prerender.tsx',
            outDir: ssrDir,
            emptyOutDir: true,
            manifest: false,
            copyPublicDir: false,
            rolldownOptions: {
              output: { entryFileNames: 'prerender.mjs' },
              // The server build bundles every namespace's strings eagerly (createEagerI18n) beside the browser
              // backend's lazy imports of the same files; that is expected here, not a splitting mistake.
              onLog(level, log, handler) {
                if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
              },
            },
          },
        });
        const module = (await import(pathToFileURL(join(ssrDir, 'prerender.mjs')).href)) as {
          prerenderLanding: () => Promise<PrerenderedLanding>;
        };
        const { html, title } = await module.prerenderLanding();
        const template = readFileSync(landingFile, 'utf8');
        if (!template.includes(ROOT_PLACEHOLDER))
          throw new Error(`${landingFile} has no ${ROOT_PLACEHOLDER}`);
        writeFileSync(
          landingFile,
          template
            .replace(ROOT_PLACEHOLDER, `<div id="root">${html}</div>`)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`),
        );
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
