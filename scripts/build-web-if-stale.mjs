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
  'apps/web/vite.config.ts',
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
  execSync('npm run build -w @mathwise/web', { cwd: root, stdio: 'inherit' });
} else {
  console.log('The web app build is current.');
}
