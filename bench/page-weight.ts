// Initial JavaScript per route, from the production build: the entry chunk plus the route's layout and page chunks,
// the page's locale namespace (the page suspends until its strings arrive, so they are part of its first render), and
// everything they import statically, each file gzip-compressed on its own as a server sends it. Prints each figure,
// its file count and its ratio to the limit; exits non-zero when the landing page is over it.
// Usage: npm run bench:pages (makes its own production build of the current sources, in a temporary folder).
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
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

const routes: Array<{ path: string; modules: string[] }> = [
  {
    path: '/',
    modules: [
      'src/app/layouts/public-layout.component.tsx',
      'src/features/site/pages/landing.page.tsx',
      'src/features/site/locales/en-CA.json',
    ],
  },
  {
    path: '/pricing',
    modules: [
      'src/app/layouts/public-layout.component.tsx',
      'src/features/site/pages/pricing.page.tsx',
      'src/features/site/locales/en-CA.json',
    ],
  },
  {
    path: '/curriculum',
    modules: [
      'src/app/layouts/public-layout.component.tsx',
      'src/features/curriculum/pages/curriculum.page.tsx',
      'src/features/curriculum/locales/en-CA.json',
    ],
  },
  {
    path: '/plan-selection',
    modules: [
      'src/app/layouts/parent-layout.component.tsx',
      'src/features/billing/pages/plan-selection.page.tsx',
      'src/features/billing/locales/en-CA.json',
    ],
  },
];

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
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The build manifest has no entry chunk');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('Initial JavaScript per route (gzip)');
let landingBytes = 0;
for (const route of routes) {
  const files = new Set<string>();
  collectChunks(manifest, entryKey, files);
  for (const module of route.modules) {
    if (!manifest[module])
      throw new Error(`${module} is not a chunk of the build; update bench/page-weight.ts`);
    collectChunks(manifest, module, files);
  }
  const scripts = [...files].filter((file) => file.endsWith('.js'));
  const bytes = scripts.reduce((sum, file) => sum + gzipSize(file), 0);
  if (route.path === '/') landingBytes = bytes;
  console.log(
    `  ${route.path.padEnd(16)} ${kb(bytes).padStart(10)} in ${String(scripts.length).padStart(2)} files   ` +
      `${(bytes / LANDING_LIMIT_BYTES).toFixed(2)} of the 150 KB landing limit`,
  );
}
if (landingBytes > LANDING_LIMIT_BYTES) {
  console.error(
    `The landing page's initial JavaScript is ${kb(landingBytes)}, over its ${kb(LANDING_LIMIT_BYTES)} limit ` +
      `(${(landingBytes / LANDING_LIMIT_BYTES).toFixed(2)}).`,
  );
  process.exitCode = 1;
}
