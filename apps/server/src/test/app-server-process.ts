import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repositoryRoot = join(here, '../../../..');
const MAIN_SCRIPT = join(repositoryRoot, 'apps/server/src/main.ts');
/** The first start seeds the whole curriculum; on two busy cores that has taken over 20 seconds. */
const START_TIMEOUT_MS = 180_000;

export interface AppServerProcess {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
  output(): string;
}

const liveServers = new Set<ChildProcess>();

/** For a test's afterAll: no server outlives its test file, whatever failed. */
export function killAllAppServers(): void {
  for (const child of liveServers) child.kill('SIGKILL');
}

export async function findFreePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The production entry point (`main.ts`: migrate, seed, schedule jobs, listen) in a process of its own, started
 * with node itself rather than through npx, so the pid is the server's and SIGKILL reaches it and nothing else.
 * Resolves once it answers HTTP.
 */
export async function startAppServerProcess(env: Record<string, string>): Promise<AppServerProcess> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN_SCRIPT], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      SEED_DEMO_ACCOUNTS: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  liveServers.add(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('close', (code, signal) => {
      liveServers.delete(child);
      resolve({ code, signal });
    });
  });
  const server: AppServerProcess = {
    url,
    exited,
    kill: (signal) => child.kill(signal),
    output: () => output,
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server process exited before serving:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/auth-providers`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await delay(200);
  }
  child.kill('SIGKILL');
  throw new Error(`The server process did not start within ${START_TIMEOUT_MS} ms:\n${output}`);
}
