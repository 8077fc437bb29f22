// Initial JavaScript per route, from the production build, each file gzip-compressed on its own as a server sends it.
// `/` is what an anonymous visitor gets: the prerendered landing page (landing.html) and the files it names, which
// are its entry and everything that imports statically, strings included. It also prints what that page fetches
// while hydrating (its lazy sections, carousel and newsletter form), and `/` as a signed-in user gets it: the app.
// The app's routes are its entry chunk plus the route's layout and page chunks, the page's locale namespace (the
// page suspends until its strings arrive, so they are part of its first render) and their static imports.
// Prints each figure, its file count and its ratio to the limit; exits non-zero when the landing page is over it.
// Usage: npm run bench:pages (makes its own production build of the current sources, in a temporary folder).
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AppStart } from '@mathwise/api-contract';
import { APP_START_ELEMENT_ID } from '@mathwise/api-contract/app-start';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = join(import.meta.dirname, '..');
// Not apps/web/dist: the e2e server builds that one with NODE_ENV=test, which gives React's development build, and a
// build that is merely newer than the sources says nothing about how it was made. A fresh production build does.
const distDir = mkdtempSync(join(tmpdir(), 'mathwise-page-weight-'));
process.on('exit', () => rmSync(distDir, { recursive: true, force: true }));
/** Design brief §6 and issue 4: the landing page's initial JavaScript is at most 150 KB gzip. */
const LANDING_LIMIT_BYTES = 150 * 1024;

interface Route {
  label: string;
  /** The HTML page the server sends: landing.html to anonymous visitors at `/`, index.html everywhere else. */
  page: 'landing.html' | 'index.html';
  /** Route chunks the app's router loads with the page. */
  modules: string[];
}

const landing: Route = { label: '/', page: 'landing.html', modules: [] };
/** Lazy parts of the landing page that are on screen at once: fetched while the page hydrates, after first paint. */
const landingHydration = [
  'src/features/site/components/landing-sections.component.tsx',
  'src/features/site/components/testimonials-carousel.component.tsx',
  'src/features/site/components/newsletter-form.component.tsx',
];
const appRoutes: Route[] = [
  {
    label: '/ (signed in)',
    page: 'index.html',
    modules: [
      'src/app/layouts/public-layout.component.tsx',
      'src/features/site/pages/landing.page.tsx',
      'src/features/site/locales/en-CA.json',
    ],
  },
  {
    label: '/pricing',
    page: 'index.html',
    modules: [
      'src/app/layouts/public-layout.component.tsx',
      'src/features/site/pages/pricing.page.tsx',
      'src/features/site/locales/en-CA.json',
    ],
  },
  {
    label: '/curriculum',
    page: 'index.html',
    modules: [
      'src/app/layouts/public-layout.component.tsx',
      'src/features/curriculum/pages/curriculum.page.tsx',
      'src/features/curriculum/locales/en-CA.json',
    ],
  },
  {
    label: '/plan-selection',
    page: 'index.html',
    modules: [
      'src/app/layouts/parent-layout.component.tsx',
      'src/features/billing/pages/plan-selection.page.tsx',
      'src/features/billing/locales/en-CA.json',
    ],
  },
  {
    label: '/my-progress',
    page: 'index.html',
    modules: [
      'src/app/layouts/learner-layout.component.tsx',
      'src/features/progress/pages/my-progress.page.tsx',
      'src/features/progress/locales/en-CA.json',
    ],
  },
  {
    label: '/parent/progress/:id',
    page: 'index.html',
    modules: [
      'src/app/layouts/parent-layout.component.tsx',
      'src/features/progress/pages/parent-learner.page.tsx',
      'src/features/progress/locales/en-CA.json',
    ],
  },
];
/**
 * The bar charts' drawing (progress, Analysis overview, reports): its own chunk, fetched once a page with a chart has
 * rendered, so it is counted apart from the pages above (issue 24: under 40 KB gzip).
 */
const chartDrawing = 'src/ui/average-bar-chart-drawing.component.tsx';
const CHART_LIMIT_BYTES = 40 * 1024;

function collectChunks(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectChunks(manifest, imported, files);
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
}

console.log('Building the web app for production…');
execSync(`npx vite build --outDir ${JSON.stringify(distDir)} --emptyOutDir --logLevel warn`, {
  cwd: join(root, 'apps/web'),
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

/**
 * The files a page makes the browser fetch to start: the scripts its HTML names and, once it has painted, the entry
 * and module preloads its start block names (docs/decisions/014-start-after-first-paint.md).
 */
function filesNamedBy(page: string): Set<string> {
  const html = readFileSync(join(distDir, page), 'utf8');
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  const startBlock = new RegExp(
    `<script type="application/json" id="${APP_START_ELEMENT_ID}">([^<]*)</script>`,
  );
  const startJson = startBlock.exec(html)?.[1];
  if (startJson) {
    const start = JSON.parse(startJson) as AppStart;
    named.push(...[start.entry, ...start.modules].map((path) => path.replace(/^\//, '')));
  }
  const files = new Set(named.filter((file): file is string => file !== undefined));
  // The manifest must agree: a static import the HTML did not name would be fetched later, in a waterfall.
  const fromManifest = new Set<string>();
  collectChunks(manifest, page, fromManifest);
  for (const file of fromManifest) {
    if (file.endsWith('.js') && !files.has(file)) throw new Error(`${page} does not name ${file}`);
  }
  if (files.size === 0) throw new Error(`${page} names no script; update bench/page-weight.ts`);
  return files;
}

function routeFiles(route: Route): Set<string> {
  const files = route.page === 'landing.html' ? filesNamedBy(route.page) : new Set<string>();
  if (route.page === 'index.html') collectChunks(manifest, route.page, files);
  for (const module of route.modules) {
    if (!manifest[module])
      throw new Error(`${module} is not a chunk of the build; update bench/page-weight.ts`);
    collectChunks(manifest, module, files);
  }
  return files;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
function report(label: string, files: Set<string>): number {
  const scripts = [...files].filter((file) => file.endsWith('.js'));
  const bytes = scripts.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(
    `  ${label.padEnd(22)} ${kb(bytes).padStart(10)} in ${String(scripts.length).padStart(2)} files   ` +
      `${(bytes / LANDING_LIMIT_BYTES).toFixed(2)} of the 150 KB landing limit`,
  );
  return bytes;
}

console.log('Initial JavaScript per route (gzip)');
const landingFiles = routeFiles(landing);
const landingBytes = report(landing.label, landingFiles);
const hydrationFiles = new Set<string>();
for (const module of landingHydration) {
  if (!manifest[module])
    throw new Error(`${module} is not a chunk of the build; update bench/page-weight.ts`);
  collectChunks(manifest, module, hydrationFiles);
}
for (const file of landingFiles) hydrationFiles.delete(file);
report('  then, while hydrating', hydrationFiles);
const routeFileSets = appRoutes.map((route) => routeFiles(route));
appRoutes.forEach((route, index) => report(route.label, routeFileSets[index] ?? new Set()));

// What a page with a chart fetches for it beyond what the page already loaded.
const chartFiles = new Set<string>();
if (!manifest[chartDrawing])
  throw new Error(`${chartDrawing} is not a chunk of the build; update bench/page-weight.ts`);
collectChunks(manifest, chartDrawing, chartFiles);
const progressPageFiles = routeFileSets[appRoutes.findIndex((route) => route.label === '/my-progress')];
for (const file of progressPageFiles ?? []) chartFiles.delete(file);
const chartBytes = report('  then, its chart', chartFiles);
console.log(`  The chart chunk is ${kb(chartBytes)} gzip, against a limit of ${kb(CHART_LIMIT_BYTES)}.`);
if (chartBytes > CHART_LIMIT_BYTES) process.exitCode = 1;

if (landingBytes > LANDING_LIMIT_BYTES) {
  console.error(
    `The landing page's initial JavaScript is ${kb(landingBytes)}, over its ${kb(LANDING_LIMIT_BYTES)} limit ` +
      `(${(landingBytes / LANDING_LIMIT_BYTES).toFixed(2)}).`,
  );
  process.exitCode = 1;
}
