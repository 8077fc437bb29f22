// Initial JavaScript per route, from the production build: the entry chunk plus the route's layout and page chunks
// and everything they import statically, gzip-compressed. Prints each figure and its ratio to the limit.
// Usage: npm run bench:pages (builds the web app first when its sources changed).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = join(import.meta.dirname, '..');
const distDir = join(root, 'apps/web/dist');
/** Design brief §6: the landing page's initial JavaScript is at most 150 KB gzip. */
const LANDING_LIMIT_BYTES = 150 * 1024;

const routes: Array<{ path: string; modules: string[] }> = [
  {
    path: '/',
    modules: ['src/app/layouts/public-layout.component.tsx', 'src/features/site/pages/landing.page.tsx'],
  },
  {
    path: '/pricing',
    modules: ['src/app/layouts/public-layout.component.tsx', 'src/features/site/pages/pricing.page.tsx'],
  },
  {
    path: '/curriculum',
    modules: [
      'src/app/layouts/public-layout.component.tsx',
      'src/features/curriculum/pages/curriculum.page.tsx',
    ],
  },
  {
    path: '/plan-selection',
    modules: [
      'src/app/layouts/parent-layout.component.tsx',
      'src/features/billing/pages/plan-selection.page.tsx',
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

execSync('node scripts/build-web-if-stale.mjs', { cwd: root, stdio: 'inherit' });
const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The build manifest has no entry chunk');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('Initial JavaScript per route (gzip)');
let isOverLimit = false;
for (const route of routes) {
  const files = new Set<string>();
  collectChunks(manifest, entryKey, files);
  for (const module of route.modules) {
    if (!manifest[module])
      throw new Error(`${module} is not a chunk of the build; update bench/page-weight.ts`);
    collectChunks(manifest, module, files);
  }
  const bytes = [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSize(file), 0);
  const ratio = bytes / LANDING_LIMIT_BYTES;
  if (route.path === '/' && ratio > 1) isOverLimit = true;
  console.log(
    `  ${route.path.padEnd(16)} ${kb(bytes).padStart(10)}   ${ratio.toFixed(2)} of the 150 KB landing limit`,
  );
}
if (isOverLimit) {
  console.log('The landing page is over its limit.');
  process.exitCode = 1;
}
