// `npm run backup` and `npm run restore -- <file> [--force]` (docs/operations.md). The database is the app's own
// DATABASE_URL; backups go to BACKUP_DIR (default <DATA_DIR>/backups) or --dir <folder>.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { findRepositoryRoot } from '../repository-root';
import { BackupError, backupDatabase, restoreDatabase } from './backup';

const repositoryRoot = findRepositoryRoot(import.meta.url);

const usage = `Usage:
  npm run backup [-- --dir <folder>]
  npm run restore -- <backup file> [--force] [--dir <folder>]`;

function describeTables(tables: Record<string, number>): string {
  const total = Object.values(tables).reduce((sum, count) => sum + count, 0);
  return `${Object.keys(tables).length} tables, ${total} rows`;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { dir: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const [command, file] = positionals;
  // The same parsing as the server, so the same DATABASE_URL names the same database. The backup signs nothing, so
  // a stand-in secret keeps a production shell that lacks AUTH_SECRET from being refused for it.
  const config = loadConfig(
    { AUTH_SECRET: 'backup-command-does-not-sign-anything-0123456789', ...process.env },
    repositoryRoot,
  );
  const backupDir = resolve(values.dir ?? process.env.BACKUP_DIR ?? join(config.dataDir, 'backups'));

  if (command === 'backup' && !file) {
    const result = await backupDatabase(config.database, { directory: backupDir });
    console.log(`Backup written: ${result.file}`);
    console.log(`  ${(result.bytes / 1024).toFixed(0)} KiB, ${describeTables(result.manifest.tables)}`);
    console.log(`  manifest: ${result.manifestFile}`);
    return 0;
  }
  if (command === 'restore' && file) {
    const result = await restoreDatabase(config.database, resolve(file), { force: values.force, backupDir });
    if (result.previous) console.log(`The replaced database was kept at ${result.previous}`);
    console.log(`Restored ${file} into the ${config.database.engine} database`);
    for (const check of result.check.checks) console.log(`  checked: ${check}`);
    if (!result.manifest) console.log('  no manifest beside the backup: row counts were not compared');
    if (result.check.problems.length > 0 || result.mismatches.length > 0) {
      for (const problem of [...result.check.problems, ...result.mismatches])
        console.error(`  PROBLEM: ${problem}`);
      console.error('The restored database does not match its backup; do not start the app on it.');
      return 1;
    }
    console.log(
      `  ok: ${describeTables(result.check.tables)}${result.manifest ? ', every count matches the manifest' : ''}`,
    );
    return 0;
  }
  console.error(usage);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
