/**
 * Runs one scheduled job of the journeys' server once, for the time `process.argv[3]` (an ISO time), the way the
 * scheduler in main.ts runs it: same configuration (the caller passes the server's environment), same database, same
 * SMTP capture. The journeys' server never reaches a Monday 07:00 or a trial's end during a run, so a journey runs the
 * job itself, for the time it needs. Prints the outcome.
 */
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/platform/config';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { findRepositoryRoot } from '../../apps/server/src/platform/repository-root';

async function main(): Promise<void> {
  const [, , job, time] = process.argv;
  const at = new Date(time ?? '');
  if (!job || Number.isNaN(at.getTime()))
    throw new Error('Give the job and its time, e.g. weekly-progress-reports 2026-11-30T12:00:00Z');
  const config = loadConfig(process.env, findRepositoryRoot(import.meta.url));
  const database = openDatabase(config.database);
  const app = await buildApp({ config, database });
  try {
    const outcome = await app.jobs.runJob(job, at);
    console.log(JSON.stringify(outcome));
    if (outcome.status === 'failed') process.exitCode = 1;
  } finally {
    await app.close();
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
