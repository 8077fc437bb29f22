import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database';

/** Buckets in seconds around what a learner feels: most answers well under 50 ms, a slow page near a second. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export interface AppMetrics {
  registry: Registry;
  /** Counts one finished run of a scheduled job by its outcome (done, failed, or skipped for another instance). */
  recordJobRun: (job: string, status: 'done' | 'failed' | 'skipped') => void;
}

/**
 * The app's metrics in Prometheus' text format, one registry per app (tests build several apps in one process):
 * requests by route pattern, method and status class with their latency; the PostgreSQL pool; scheduled job runs;
 * and Node's own (event-loop lag, heap, CPU). Route patterns and status classes keep the label sets small, whatever
 * ids and paths clients send.
 */
export function createAppMetrics(database: DatabaseHandle): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const jobRuns = new Counter({
    name: 'mathwise_job_runs_total',
    help: 'Scheduled job runs on this instance, by job and outcome',
    labelNames: ['job', 'status'],
    registers: [registry],
  });
  const poolStats = database.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'mathwise_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total open, idle, requests waiting for one)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  return {
    registry,
    recordJobRun: (job, status) => jobRuns.inc({ job, status }),
  };
}

/** Times every answered request by its route pattern; a request no route matched counts as `unmatched`. */
export function recordRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  const requests = new Histogram({
    name: 'mathwise_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: `${String(reply.statusCode).charAt(0)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
