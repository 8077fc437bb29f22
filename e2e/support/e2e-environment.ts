import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * E2E_PORT and E2E_SMTP_PORT let several runs share one machine; each run keeps what its server writes (database,
 * mail, signed-in states) in its own folder, wiped before the run.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT - 600);
export const runDir = join(dirname(fileURLToPath(import.meta.url)), '..', '.run', String(E2E_PORT));
export const mailDir = join(runDir, 'mail');
export const authStateDir = join(runDir, 'auth');
export const baseURL = `http://localhost:${E2E_PORT}`;

/**
 * The journeys' server's environment: playwright.config.ts starts the server with it, and support/server-jobs.ts
 * runs a scheduled job with it, so both open the same database and mail capture.
 */
export const journeyServerEnv = {
  NODE_ENV: 'test',
  PORT: String(E2E_PORT),
  PUBLIC_URL: baseURL,
  DATA_DIR: join(runDir, 'data'),
  DATABASE_URL: `sqlite:${join(runDir, 'data', 'e2e.db')}`,
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  SEED_DEMO_ACCOUNTS: 'true',
  // Each journey is its own visitor (support/fixtures.ts), so per-address limits do not carry from one to the next.
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'warn',
};

export type SignedInRole =
  'parent' | 'learner' | 'teacher' | 'parentWithoutSubscription' | 'learnerWithoutSubscription';

export function authStatePath(role: SignedInRole): string {
  return join(authStateDir, `${role}.json`);
}

/** The development demo accounts seeded for the journeys (apps/server/src/platform/db/seed.ts). */
export const seededAccounts = {
  parent: { email: 'parent@mathwise.test', password: 'Parent!2026' },
  learner: { email: 'learner@mathwise.test', password: 'Learner!2026' },
  teacher: { email: 'teacher@mathwise.test', password: 'Teacher!2026' },
} as const;
