// `node scripts/build-if-stale.mjs [web] [server]` (both when none is named): builds each app whose inputs changed
// since its last build, so `npm start` on a fresh clone serves current code without rebuilding on every start.
// "Changed" is a hash of every input file's path and content (sources, build configuration and plugins, the shared
// packages, the lockfile), kept beside the build; a timestamp comparison missed build plugins and dependency updates.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

const isTestFile = (path) => /\.test\.tsx?$|\.fixture\.ts$|\/test\//.test(path);
const skippedFolders = new Set(['node_modules', 'dist', '.ssr']);
const sharedInputs = ['packages', 'package-lock.json', 'tsconfig.base.json'];

const apps = {
  web: {
    inputs: ['apps/web', ...sharedInputs],
    output: 'apps/web/dist',
    // Always a production bundle, whatever NODE_ENV the caller runs under: the e2e server starts with NODE_ENV=test,
    // which would otherwise make Vite ship React's development build to the journeys.
    build: () => run('npm run build -w @mathwise/web', { NODE_ENV: 'production' }),
  },
  server: {
    inputs: ['apps/server', ...sharedInputs],
    output: 'apps/server/dist',
    build: () => run('npm run build -w @mathwise/server'),
  },
};

function run(command, env = {}) {
  execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
}

function* inputFiles(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    if (!isTestFile(path)) yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (!skippedFolders.has(entry)) yield* inputFiles(join(path, entry));
  }
}

function hashInputs(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of inputFiles(join(root, input))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const requested = process.argv.slice(2);
for (const name of requested.length > 0 ? requested : Object.keys(apps)) {
  const app = apps[name];
  if (!app) throw new Error(`unknown app ${name}: web or server`);
  const stampFile = join(root, app.output, '.build-inputs');
  const inputsHash = hashInputs(app.inputs);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === inputsHash) {
    console.log(`The ${name} build is current.`);
    continue;
  }
  console.log(`Building the ${name}…`);
  app.build();
  writeFileSync(stampFile, inputsHash);
}
