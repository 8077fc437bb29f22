import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { journeyServerEnv } from './e2e-environment';

const repositoryRoot = join(import.meta.dirname, '..', '..');

/**
 * Runs the journeys' server's scheduled job `job` once for the time `at` (support/run-server-job.ts), against the
 * server's database and mail capture, and returns what it printed (the job's outcome as JSON).
 */
export async function runServerJob(job: string, at: Date): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['tsx', 'e2e/support/run-server-job.ts', job, at.toISOString()],
    {
      cwd: repositoryRoot,
      env: { ...process.env, ...journeyServerEnv },
      timeout: 120_000,
    },
  );
  return stdout;
}
