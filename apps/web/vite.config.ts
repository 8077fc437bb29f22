/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './precompress-assets.plugin.ts';
import { prerenderLanding } from './prerender-landing.plugin.ts';

const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), prerenderLanding(), precompressAssets()],
  // The prerendered landing page carries its build's year in the footer; hydration renders the same (useCopyrightYear).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    // React Router 7's package exports point every consumer at its development build, whose warnings stay on
    // (remix-run/react-router#14102). The production build it ships beside it drops them; builds only, so the dev
    // server and the tests keep the warnings. Both entry points, so no module can reach a second router copy.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
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
      // Two pages: the single-page app, and the landing page anonymous visitors get at `/` (src/landing/).
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        landing: fileURLToPath(new URL('landing.html', import.meta.url)),
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
              // Mantine's provider and styling core.
              name: 'framework',
              tags: ['$initial'],
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store|@tanstack[\\/][^\\/]+|@mantine[\\/](core|hooks)|clsx)[\\/]/,
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
              // Mantine components and icons used by most pages (Button, Group, Text, the header's Burger...).
              // A threshold rather than a list: overlays and inputs used by a few pages stay with those pages.
              name: 'ui-common',
              test: /node_modules[\\/](@mantine[\\/](core|hooks)|@tabler[\\/]icons-react|clsx)[\\/]/,
              minShareCount: 25,
              priority: 2,
            },
            {
              // The app's own shared modules (paths, auth context, API client, page title, spinners).
              name: 'app-common',
              test: /apps[\\/]web[\\/]src[\\/](app|ui)[\\/]/,
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
