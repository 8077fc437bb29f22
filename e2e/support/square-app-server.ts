import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startFakeSquare } from '../../apps/server/src/test/fake-square-api';
import { E2E_SMTP_PORT, runDir } from './e2e-environment';

export const SQUARE_APPLICATION_ID = 'sandbox-sq0idb-e2e-app';
export const SQUARE_LOCATION_ID = 'LOCATION_E2E';

async function findFreePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitUntilServing(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The Square app server exited:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Square app server did not start:\n${output()}`);
}

/**
 * A second Mathwise server for the Square journey, configured with PAYMENT_PROVIDER=square and pointed at a local
 * stand-in for Square's API (the one the server's gateway tests use): Square's servers cannot be reached here. It
 * serves the web build the main journey server already made, sends mail to this run's mail capture, and keeps
 * its own database, so the sandbox journeys are untouched. Started only by the journey that needs it.
 */
export async function startSquareAppServer() {
  const square = startFakeSquare();
  const squareApiUrl = await square.listen();
  const port = await findFreePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = join(runDir, 'square-data');
  rmSync(dataDir, { recursive: true, force: true });
  const repositoryRoot = join(import.meta.dirname, '..', '..');
  let output = '';
  // detached: npx -> tsx -> node is a process group, stopped as one below.
  const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${join(dataDir, 'square.db')}`,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      SEED_DEMO_ACCOUNTS: 'false',
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'square',
      SQUARE_ENVIRONMENT: 'sandbox',
      SQUARE_ACCESS_TOKEN: 'EAAA-e2e-access-token',
      SQUARE_APPLICATION_ID,
      SQUARE_LOCATION_ID,
      SQUARE_API_URL: squareApiUrl,
    },
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const stop = async () => {
    if (server.pid !== undefined && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    await square.close();
  };
  try {
    await waitUntilServing(`${baseURL}/api/auth-providers`, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, squareApi: square, stop };
}
