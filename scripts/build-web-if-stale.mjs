// Builds the web app when apps/web/dist is missing or older than any web or shared-package source,
// so `npm start` on a fresh clone serves a current bundle without rebuilding on every start.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'apps/web/dist/index.html');
const sourceDirs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/landing.html',
  'apps/web/vite.config.ts',
  'apps/web/prerender-landing.plugin.ts',
  'apps/web/precompress-assets.plugin.ts',
  'packages/api-contract/src',
  'packages/learning-rules/src',
];

function newestModification(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestModification(join(path, entry))),
    stats.mtimeMs,
  );
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sourceDirs.map((dir) => newestModification(join(root, dir))));
if (builtAt < sourcesAt) {
  console.log('Building the web app…');
  // Always a production bundle, whatever NODE_ENV the caller runs under: the e2e server starts with NODE_ENV=test,
  // which would otherwise make Vite ship React's development build to the journeys.
  execSync('npm run build -w @mathwise/web', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
} else {
  console.log('The web app build is current.');
}
