import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from 'fastify';
import { createAccountsModule } from './modules/accounts/accounts.module';
import { createBillingModule } from './modules/billing/billing.module';
import { createCurriculumModule } from './modules/curriculum/curriculum.module';
import { createPracticeModule } from './modules/practice/practice.module';
import { createProgressModule } from './modules/progress/progress.module';
import { createQuestionBankModule } from './modules/question-bank/question-bank.module';
import { createSiteModule } from './modules/site/site.module';
import { createLearnersRepository } from './modules/learners/learners.repository';
import { createLearnersService } from './modules/learners/learners.service';
import { createLearnersModule } from './modules/learners/learners.module';
import { decorateActor } from './platform/auth/actor';
import { createAuth } from './platform/auth/auth';
import { registerAuthRoutes } from './platform/auth/auth.routes';
import { createSessionsRepository } from './platform/auth/sessions.repository';
import type { AppConfig } from './platform/config';
import type { DatabaseHandle } from './platform/db/database';
import { createHealthRepository } from './platform/health/health.repository';
import { healthRoutes } from './platform/health/health.routes';
import { createHttpStack } from './platform/http/http-app';
import { createJobRunsRepository } from './platform/jobs/job-runs.repository';
import { createJobScheduler, type JobScheduler } from './platform/jobs/job-scheduler';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { metricsRoutes } from './platform/metrics/metrics.routes';
import { registerWebApp } from './platform/pages/web-app';
import { attachRedis } from './platform/redis/app-redis';
import { createRedisSecondaryStorage, openRedis } from './platform/redis/redis';
import { createStorage, type Storage } from './platform/storage/storage';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  /** Tests may pass their own; otherwise built from the config (SMTP or the outbox). */
  mailer?: Mailer;
  /** Tests may pass their own; otherwise local disk or S3 as configured. */
  storage?: Storage;
  /** Where the built web app lives; served with a single-page fallback when it exists. */
  webDistDir?: string;
  /** Where log lines go instead of stdout; the security suite reads them to prove what never reaches a log. */
  logStream?: { write(line: string): void };
  /** Told of every route as it is added; the security suite uses it to hold every route to a declared policy. */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds every area once, each from the services of the areas before it; routes receive only what they call. */
function createAreas(
  deps: Required<Pick<AppDependencies, 'config' | 'database' | 'mailer' | 'storage'>> & {
    redis: ReturnType<typeof openRedis> | null;
    log: FastifyBaseLogger;
  },
) {
  const { config, mailer, storage, log } = deps;
  const { db } = deps.database;
  // Learners first: sign-up (auth) creates them, and billing, accounts and practice read them.
  const learners = createLearnersService(createLearnersRepository(db));
  const auth = createAuth({
    config,
    db,
    mailer,
    secondaryStorage: deps.redis ? createRedisSecondaryStorage(deps.redis) : undefined,
    onUserCreated: (user) => learners.handleUserCreated(user),
  });
  const billing = createBillingModule({ config, db, learners, log });
  const { subscriptions } = billing.services;
  const accounts = createAccountsModule({ config, db, auth, learners, subscriptions, mailer, storage, log });
  const curriculum = createCurriculumModule({ db, storage });
  const practice = createPracticeModule({ config, db, ...curriculum.services, learners, subscriptions });
  const { learnerHabits, learnerAccess: access } = practice.services;
  const progress = createProgressModule({
    config,
    db,
    mailer,
    access,
    ...curriculum.services,
    ...practice.services,
  });
  const { accounts: accountsService } = accounts.services;
  const learnersArea = createLearnersModule({
    db,
    auth,
    learners,
    subscriptions,
    accounts: accountsService,
    habits: learnerHabits,
    storage,
    mailer,
    publicUrl: config.publicUrl,
  });
  const questionBank = createQuestionBankModule({
    db,
    storage,
    onBankChanged: curriculum.services.curriculum.forgetBankReads,
  });
  const site = createSiteModule({ config, db, mailer, countUsers: () => accountsService.countUsers(), log });
  const services = {
    auth,
    learners,
    storage,
    ...billing.services,
    ...accounts.services,
    ...learnersArea.services,
    ...curriculum.services,
    ...practice.services,
    ...progress.services,
  };
  return {
    services,
    areas: [accounts, billing, learnersArea, curriculum, practice, progress, questionBank, site],
  };
}

export type AppServices = ReturnType<typeof createAreas>['services'];

/** Builds the whole HTTP application; never listens (main.ts and tests decide how it is reached). */
export async function buildApp(
  deps: AppDependencies,
): Promise<FastifyInstance & { services: AppServices; jobs: JobScheduler }> {
  const { config } = deps;
  // The Fastify stack (logger, body limit, zod compilers, error answers, session check, metrics, security hooks,
  // OpenAPI) is registered before any route; the load bench's framework floor is built by the same function.
  const { app, metrics } = await createHttpStack(deps);
  // Shared by every instance when configured: rate-limit counters and the session cache (docs/operations.md).
  const redis = config.redis ? openRedis(config.redis) : null;
  attachRedis(app, redis);
  const { services, areas } = createAreas({
    config,
    database: deps.database,
    mailer: deps.mailer ?? createMailer(config.mail),
    storage: deps.storage ?? createStorage(config.storage),
    redis,
    log: app.log,
  });

  decorateActor(app, services.auth, createSessionsRepository(deps.database.db));
  registerAuthRoutes(app, services.auth, config.publicUrl);
  for (const area of areas) for (const routes of area.routes) await app.register(routes);
  await app.register(healthRoutes({ health: createHealthRepository(deps.database.db), redis }));
  await app.register(metricsRoutes({ metrics, token: config.metricsToken }));
  await registerWebApp(app, services.auth, deps.webDistDir);

  // Every instance builds the same schedules; main.ts starts them, and each run claims its slot in the database so
  // one instance runs it. Tests call sendWeeklyReports or jobs.runJob directly.
  const jobs = createJobScheduler({
    jobs: areas.flatMap((area) => area.jobs),
    runs: createJobRunsRepository(deps.database.db),
    log: app.log,
    onRunFinished: metrics.recordJobRun,
  });
  app.addHook('onClose', () => {
    jobs.stop();
  });
  return Object.assign(app, { services, jobs });
}
