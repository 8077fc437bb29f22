import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { baseURL, E2E_PORT, E2E_SMTP_PORT, runDir } from './e2e-environment';

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
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(E2E_PORT),
        PUBLIC_URL: baseURL,
        DATA_DIR: join(runDir, 'data'),
        DATABASE_URL: `sqlite:${join(runDir, 'data', 'e2e.db')}`,
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        LOG_LEVEL: 'warn',
      },
      timeout: 120_000,
    },
  );
  return stdout;
}
