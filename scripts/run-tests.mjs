// `npm test`: typecheck and lint, then every Vitest project, then the Playwright journeys; ends with one plain
// "N passed, N failed" line summing both runners (CI reads that line), and exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reportDir = join(root, 'test-results');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

// The project pins its runtime (the `node` package, package.json): npm puts that binary first on every script's PATH,
// so a run on another major means the tests were started outside npm and would not test what ships.
const pinnedMajor = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies.node.match(
  /\d+/,
)[0];
if (process.versions.node.split('.')[0] !== pinnedMajor) {
  console.error(
    `Tests run on the project's Node ${pinnedMajor} (npm test), not on Node ${process.versions.node}.`,
  );
  process.exit(1);
}
console.log(`Node ${process.versions.node}`);

const onlyUnit = process.argv.includes('--unit');
const skipCheck = process.argv.includes('--no-check');
let exitCode = 0;

if (!skipCheck) exitCode ||= run('npm', ['run', 'check']);

// The backup suite runs `npm run backup` as an operator does, on the built server: build it once here, before the
// engines' suites run side by side, rather than in each of them at once.
exitCode ||= run('node', ['scripts/build-if-stale.mjs', 'server']);

const vitestReport = join(reportDir, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
exitCode ||= vitestStatus;

const playwrightReport = join(reportDir, 'playwright.json');
if (!onlyUnit) {
  const playwrightStatus = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  exitCode ||= playwrightStatus;
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = readJson(playwrightReport);
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
if (passed === 0) exitCode ||= 1;
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(exitCode);
