import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the background connection copies the write-ahead log into the database file. */
const CHECKPOINT_INTERVAL_MS = 200;

/**
 * The request thread's own automatic checkpoint, left as a safety net for when the background one falls behind or has
 * stopped: past 10,000 pages of log (about 40 MB) the request that writes copies it back, as it would at SQLite's
 * default of 1,000.
 */
export const REQUEST_THREAD_CHECKPOINT_PAGES = 10_000;

// Plain CommonJS evaluated by the worker, so it runs the same under tsx, Vitest and Node without a loader for a
// separate worker file. A PASSIVE checkpoint never waits for the writer or readers: it copies what it can and the
// next run takes the rest.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const connection = new Database(workerData.filename);
const timer = setInterval(() => {
  try {
    connection.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage(String(error && error.message ? error.message : error));
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  connection.close();
  parentPort.close();
});
`;

export interface BackgroundCheckpoints {
  /** Stops the checkpoints and closes their connection; resolves once the worker has exited. */
  stop(): Promise<void>;
}

/**
 * Checkpoints a WAL-mode SQLite database from a worker thread. SQLite's automatic checkpoint runs inside whichever
 * write crosses 1,000 pages of log, synchronously on the request thread: under the practice loop's load that was one
 * write in a hundred taking about 10 ms (copying the pages and syncing the file), a sixth of the server's time and a
 * pause for every request waiting behind it. The worker's own connection does that work beside the request thread.
 */
export function startBackgroundCheckpoints(filename: string): BackgroundCheckpoints {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      driverPath: createRequire(import.meta.url).resolve('better-sqlite3'),
      filename,
      intervalMs: CHECKPOINT_INTERVAL_MS,
    },
  });
  // The request thread's automatic checkpoint takes over if the worker stops; neither should end the process.
  worker.unref();
  worker.on('message', (message: string) =>
    process.emitWarning(`SQLite background checkpoint failed: ${message}`),
  );
  worker.on('error', (error: Error) =>
    process.emitWarning(`SQLite background checkpoints stopped: ${error.message}`),
  );
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    stop() {
      worker.postMessage('stop');
      return exited;
    },
  };
}
