/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './precompress-assets.plugin.ts';
import { prerenderLanding } from './prerender-landing.plugin.ts';
import { buildServerRender } from './server-render.plugin.ts';

/** React and the libraries every page renders with. */
const REACT_STACK =
  /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store|@tanstack[\\/][^\\/]+)[\\/]/;
/** Mantine's components and hooks, and what they position, animate and lock scrolling with, and the icons. */
const UI_KIT =
  /node_modules[\\/](@mantine[\\/](core|hooks|store)|@floating-ui|@tabler[\\/]icons-react|clsx|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|get-nonce|tslib|react-transition-group|react-number-format)[\\/]/;

export default defineConfig(() => ({
  plugins: [react(), prerenderLanding(), buildServerRender(), precompressAssets()],
  // The prerendered landing page carries its build's year in the footer; hydration renders the same (useCopyrightYear).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    // bench/page-weight.ts reads it to add up each route's initial JavaScript.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      // Two pages: the single-page app, and the landing page anonymous visitors get at `/` (src/landing/); and the
      // script a server-rendered page starts the app with once it has painted (src/app/start-after-paint.ts).
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        landing: fileURLToPath(new URL('landing.html', import.meta.url)),
        'start-after-paint': fileURLToPath(new URL('src/app/start-after-paint.ts', import.meta.url)),
      },
      output: {
        // Every page is a lazy chunk, so by default the code they share is cut into dozens of small common chunks;
        // the landing page fetched 53 files. Each file is compressed on its own, so small files cost more gzip bytes
        // and requests than the same code together. These groups gather what nearly every page needs into three
        // cacheable files (docs/decisions/009-initial-javascript-budget.md); `npm run bench:pages` checks the result.
        codeSplitting: {
          groups: [
            {
              // The libraries both entries need before the first render: React, i18next, TanStack Query and
              // the parts of Mantine's kit their first render uses.
              name: 'framework',
              tags: ['$initial'],
              test: (id) => REACT_STACK.test(id) || UI_KIT.test(id),
              priority: 4,
            },
            {
              // The router on its own, after the framework took React (a group also takes the modules its own
              // modules import): the app's entry needs it, the landing page's entry must not download it.
              name: 'router',
              tags: ['$initial'],
              test: /node_modules[\\/]react-router[\\/]/,
              priority: 3,
            },
            {
              // The rest of the kit that many pages share, in one file: a signed-in page fetched some twenty small
              // files of it, each a round trip on a phone's connection (Lighthouse: practice 47 -> 58 with this).
              // What fewer than eight chunks use stays with them, so public pages do not download the whole kit.
              name: 'ui-kit',
              test: UI_KIT,
              minShareCount: 8,
              priority: 2,
            },
            {
              // The app's own shared modules (paths, auth context, API client, page title, spinners).
              name: 'app-common',
              test: /apps[\\/]web[\\/]src[\\/](app|lib|ui)[\\/]/,
              minShareCount: 20,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // A page test types and clicks through a whole form; with the server suites sharing two cores it can take far
    // more than Vitest's default 5 s. This is headroom against load, never a speed assertion.
    testTimeout: 30_000,
  },
}));
