// `npm run audit:deps`: the dependency audit of issue 24, run by CI on every submission (.ci/run) and by hand.
// 1. Known vulnerabilities of the production dependencies: `npm audit --omit=dev`; high or critical ones fail. Where
//    the registry refuses the audit call (this project's registry answers 405), it says so and, when `osv-scanner`
//    is on the PATH, scans the lockfile with it instead; with neither, it prints that no vulnerability check ran.
// 2. Licences of the production dependencies, from package-lock.json: anything outside scripts/dependency-audit.ts'
//    list or its reasoned exceptions fails.
// 3. `npm outdated --omit=dev`, printed for the record (never fails: upgrades are decided, not forced).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readAudit, reviewLicences, type LockPackage } from './dependency-audit';

const root = join(import.meta.dirname, '..');
let exitCode = 0;

function run(command: string, args: string[]) {
  return spawnSync(command, args, { cwd: root, encoding: 'utf8', timeout: 180_000 });
}

console.log('1. Known vulnerabilities (npm audit --omit=dev)');
const audit = readAudit(run('npm', ['audit', '--omit=dev', '--json']).stdout);
if (audit.kind === 'ran') {
  const counts = Object.entries(audit.counts)
    .filter(([severity]) => severity !== 'total')
    .map(([severity, count]) => `${severity} ${count}`)
    .join(', ');
  console.log(`   ${counts}`);
  if (audit.failing > 0) {
    console.error(`   ${audit.failing} high or critical: run \`npm audit --omit=dev\` for the advisories.`);
    exitCode = 1;
  }
} else {
  console.log(`   The registry gave no audit: ${audit.reason}`);
  const osv = run('osv-scanner', ['scan', '--lockfile', join(root, 'package-lock.json')]);
  if (osv.error) console.log('   osv-scanner is not installed either: NO VULNERABILITY CHECK RAN.');
  else {
    console.log(osv.stdout);
    // osv-scanner exits 1 when it finds vulnerabilities, above 1 when it could not scan.
    if (osv.status !== 0) exitCode = 1;
  }
}

console.log('2. Licences of the production dependencies (package-lock.json)');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockPackage>;
};
const findings = reviewLicences(lock.packages);
const production = Object.entries(lock.packages).filter(
  ([path, entry]) => path.includes('node_modules/') && entry.dev !== true && entry.devOptional !== true,
).length;
console.log(`   ${production} production packages; outside the allowed list:`);
for (const finding of findings) {
  const verdict = finding.acceptedBecause ? `accepted: ${finding.acceptedBecause}` : 'NOT ACCEPTED';
  console.log(`   ${finding.name}@${finding.version} (${finding.licence}): ${verdict}`);
}
const refused = findings.filter((finding) => finding.acceptedBecause === undefined);
if (refused.length > 0) {
  console.error(
    `   ${refused.length} package(s) with a licence nobody has accepted (scripts/dependency-audit.ts).`,
  );
  exitCode = 1;
}

console.log('3. Outdated production dependencies (npm outdated --omit=dev), for the record');
const outdated = run('npm', ['outdated', '--omit=dev']);
console.log(outdated.stdout.trim() === '' ? '   none' : outdated.stdout);

process.exitCode = exitCode;
