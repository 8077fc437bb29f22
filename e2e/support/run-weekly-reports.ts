/**
 * Runs the weekly progress e-mail job of the journeys' server once, for the slot of `process.argv[2]` (an ISO time),
 * the way the scheduler in main.ts runs it: same configuration (the journey passes the server's environment), same
 * database, same SMTP capture. The journeys' server never reaches Monday 07:00 during a run, so the journey runs the
 * job itself, for the next Monday's slot, which reports the week its learner practised in. Prints the outcome.
 */
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/platform/config';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { findRepositoryRoot } from '../../apps/server/src/platform/repository-root';

async function main(): Promise<void> {
  const at = new Date(process.argv[2] ?? '');
  if (Number.isNaN(at.getTime()))
    throw new Error('Give the slot time as an ISO date, e.g. 2026-11-30T12:00:00Z');
  const config = loadConfig(process.env, findRepositoryRoot(import.meta.url));
  const database = openDatabase(config.database);
  const app = await buildApp({ config, database });
  try {
    const outcome = await app.jobs.runJob('weekly-progress-reports', at);
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
