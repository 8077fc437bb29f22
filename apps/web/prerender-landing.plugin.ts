import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
// By path, not by package name: Vite bundles the config's relative imports, while a package it leaves to Node, which
// cannot load TypeScript.
import {
  APP_START_SCRIPT_MODULE,
  takeModuleScripts,
  writeStartTags,
} from '../../packages/api-contract/src/app-start.ts';
import { buildForNode } from './node-build.ts';
import type { PrerenderedLanding } from './src/landing/prerender';

const ROOT_PLACEHOLDER = '<div id="root"></div>';

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** Vite's build manifest: chunks by source path. */
function readManifest(outDir: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
}

/** Every script the landing page may load: its entry's static and lazy imports, from Vite's build manifest. */
function landingScripts(outDir: string): string[] {
  const manifest = readManifest(outDir);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}`);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit('landing.html');
  return [...seen].map((key) => readFileSync(join(outDir, manifest[key]!.file), 'utf8'));
}

/**
 * Writes the page's stylesheets into it, so the first paint waits for the HTML alone rather than for stylesheet
 * requests behind it (on a phone's connection each costs a round trip, and they share it with the module preloads
 * listed before them). A stylesheet that one of the page's scripts names stays a link: Vite's loader adds the
 * stylesheets of a lazy chunk unless a `<link>` to each is there already, so inlining it would load it a second time.
 */
function inlineStylesheets(html: string, outDir: string): string {
  const scripts = landingScripts(outDir);
  let inlined = 0;
  const result = html.replace(STYLESHEET_LINK, (link, href: string) => {
    if (scripts.some((script) => script.includes(basename(href)))) return link;
    const css = readFileSync(join(outDir, href), 'utf8');
    // A `</style` inside would end the element early; Vite's minified CSS has none, but check rather than assume.
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains "</style"`);
    inlined += 1;
    return `<style>${css}</style>`;
  });
  // The entry's own stylesheet (src/landing/landing-styles.css) is named by no script; none inlined means Vite wrote
  // the links differently and the page would go back to waiting on them.
  if (inlined === 0) throw new Error('No stylesheet of landing.html was inlined');
  return result;
}

/**
 * Starts the page's code once it has painted, as the server does for the signed-in pages it renders
 * (docs/decisions/014-start-after-first-paint.md): the HTML paints the whole page and the scripts only hydrate it, so
 * they should not share a slow connection with the first paint, and Lighthouse's simulation counts every script
 * requested before that paint, whatever its priority, as delaying it (its largest paint at 2.2 to 2.4 s where the
 * first was at 0.9 s).
 */
function startAfterPaint(html: string, outDir: string): string {
  const { html: page, start } = takeModuleScripts(html);
  if (!start.entry) throw new Error('landing.html has no module script to start after its first paint');
  const startScript = readManifest(outDir)[APP_START_SCRIPT_MODULE]?.file;
  if (!startScript) throw new Error(`The build has no ${APP_START_SCRIPT_MODULE} to start landing.html with`);
  return page.replace('</head>', () => `${writeStartTags(start, startScript)}</head>`);
}

/**
 * After the browser build, renders the landing page (src/landing/prerender.tsx) with an SSR build of the same
 * sources and writes the markup into the built landing.html, so an anonymous visitor's first paint needs no
 * JavaScript (docs/decisions/011-prerendered-landing-page.md), and writes its stylesheets into it. The SSR build uses
 * this same config, so CSS module class names match the browser build's.
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
        await buildForNode(config, {
          entry: 'src/landing/prerender.tsx',
          outDir: ssrDir,
          fileName: 'prerender.mjs',
          isSelfContained: false,
        });
        const module = (await import(pathToFileURL(join(ssrDir, 'prerender.mjs')).href)) as {
          prerenderLanding: () => Promise<PrerenderedLanding>;
        };
        const { html, title } = await module.prerenderLanding();
        const outDir = resolve(config.root, config.build.outDir);
        const template = startAfterPaint(
          inlineStylesheets(readFileSync(landingFile, 'utf8'), outDir),
          outDir,
        );
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
