import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import type { SecondaryStorage } from 'better-auth';
import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createUsersRepository } from './modules/accounts/users.repository';
import { devMailboxRoutes } from './modules/accounts/dev-mailbox.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { createBillingDetailsFinder, createBillingModule } from './modules/billing/billing.module';
import type { BillingModule } from './modules/billing/billing.module';
import { createBillingRepository } from './modules/billing/billing.repository';
import { paymentWebhookRoutes } from './modules/billing/payment-webhook.routes';
import { createCurriculumModule } from './modules/curriculum/curriculum.module';
import { createPracticeModule } from './modules/practice/practice.module';
import { createProgressModule } from './modules/progress/progress.module';
import { createQuestionBankModule } from './modules/question-bank/question-bank.module';
import { questionBankRoutes } from './modules/question-bank/question-bank.routes';
import { createContactMessagesRepository } from './modules/site/contact-messages.repository';
import { createNewsletterSubscribersRepository } from './modules/site/newsletter-subscribers.repository';
import { siteRoutes } from './modules/site/site.routes';
import { createSiteService } from './modules/site/site.service';
import { createSubscriptionsRepository } from './modules/billing/subscriptions.repository';
import { createSubscriptionsService } from './modules/billing/subscriptions.service';
import { createFamilyInvitationsRepository } from './modules/students/family-invitations.repository';
import { createLearnersRepository } from './modules/students/learners.repository';
import { createLearnersService } from './modules/students/learners.service';
import { billingJobs } from './modules/billing/billing.jobs';
import { createJobRunsRepository } from './platform/jobs/job-runs.repository';
import { createJobScheduler, type JobScheduler } from './platform/jobs/job-scheduler';
import {
  BOOT_WAIT_MS as REDIS_BOOT_WAIT_MS,
  createRedisSecondaryStorage,
  openRedis,
  redisAvailability,
} from './platform/redis/redis';
import { studentsRoutes } from './modules/students/students.routes';
import { createStudentsService } from './modules/students/students.service';
import { createLearnerDataRepository } from './modules/students/learner-data.repository';
import { learnerDataRoutes } from './modules/students/learner-data.routes';
import { createLearnerDataService } from './modules/students/learner-data.service';
import { profileImagesRoutes } from './modules/accounts/profile-images.routes';
import { createProfileImagesService } from './modules/accounts/profile-images.service';
import type { Storage } from './platform/storage/storage';
import { createStorage } from './platform/storage/storage';
import { decorateActor } from './platform/auth/actor';
import { createAuth, listConfiguredProviders, refreshCachedSessionUser } from './platform/auth/auth';
import { registerAuthRoutes } from './platform/auth/auth.routes';
import { createSessionsRepository } from './platform/auth/sessions.repository';
import type { AppConfig } from './platform/config';
import type { DatabaseHandle } from './platform/db/database';
import { createHealthRepository } from './platform/health/health.repository';
import { createAppMetrics, recordRequestMetrics } from './platform/metrics/metrics';
import { metricsRoutes } from './platform/metrics/metrics.routes';
import { healthRoutes } from './platform/health/health.routes';
import { registerErrorHandling } from './platform/http/error-handler';
import { requireSessionBeforeValidation } from './platform/http/public-routes';
import { notFound } from './platform/http/http-errors';
import { registerSecurity } from './platform/http/security';
import { requestLogSerializers } from './platform/http/request-log';
import { prepareAppPage, sendAppPage } from './platform/pages/app-page';
import { webBuildStaticOptions } from './platform/pages/web-build';
import { paymentBrowserOrigins } from './platform/payments/payment-browser-config';
import type { Mailer } from './platform/mail/mailer';
import { createMailer } from './platform/mail/mailer';

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

/** Wires every service once; routes receive only the services they call. */
function createServices(deps: {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  storage: Storage;
  secondaryStorage: SecondaryStorage | undefined;
}) {
  const { db } = deps.database;
  const learners = createLearnersService(createLearnersRepository(db));
  const auth = createAuth({
    config: deps.config,
    db,
    mailer: deps.mailer,
    secondaryStorage: deps.secondaryStorage,
    onUserCreated: (user) => learners.handleUserCreated(user),
  });
  const subscriptions = createSubscriptionsService({
    subscriptions: createSubscriptionsRepository(db),
    learners,
    findBillingDetails: createBillingDetailsFinder(
      createBillingRepository(db),
      deps.config.payments.provider,
    ),
  });
  const curriculum = createCurriculumModule({ db, storage: deps.storage });
  const practice = createPracticeModule({
    db,
    curriculum: curriculum.services.curriculum,
    learners,
    subscriptions,
    answerCheckLimitPerMinute: deps.config.answerCheckLimitPerMinute,
  });
  const progress = createProgressModule({
    db,
    ...curriculum.services,
    practice: practice.services.practice,
    access: practice.services.learnerAccess,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
  });
  const accounts = createAccountsService({
    auth,
    users: createUsersRepository(db),
    learners,
    subscriptions,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
    supportAddress: deps.config.mail.supportAddress,
  });
  const students = createStudentsService({
    learners: createLearnersRepository(db),
    invitations: createFamilyInvitationsRepository(db),
    subscriptions,
    accounts,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
  });
  return {
    services: {
      auth,
      learners,
      subscriptions,
      accounts,
      students,
      storage: deps.storage,
      ...curriculum.services,
      ...practice.services,
      ...progress.services,
    },
    areas: [curriculum, practice, progress],
  };
}

export type AppServices = ReturnType<typeof createServices>['services'] & BillingModule;

/** Builds the whole HTTP application; never listens (main.ts and tests decide how it is reached). */
export async function buildApp(
  deps: AppDependencies,
): Promise<FastifyInstance & { services: AppServices; jobs: JobScheduler }> {
  const { config } = deps;
  const mailer = deps.mailer ?? createMailer(config.mail);
  // Shared by every instance when configured: rate-limit counters and the session cache (docs/operations.md).
  const redis = config.redis ? openRedis(config.redis) : null;
  const { services, areas } = createServices({
    config,
    database: deps.database,
    mailer,
    storage: deps.storage ?? createStorage(config.storage),
    secondaryStorage: redis ? createRedisSecondaryStorage(redis) : undefined,
  });

  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: requestLogSerializers,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // TRUST_PROXY means one load balancer in front: the client address is the one it appended to X-Forwarded-For,
    // never an address the client wrote there itself (`true` would take the left-most, which the client controls).
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop < 1 : false,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every @fastify/rate-limit registration counts here through sharedRateLimitStore (platform/http).
  app.decorate('redis', redis);
  if (redis) {
    // One warning per outage, while sessions and rate limits use their fallbacks (platform/redis/redis.ts).
    const availability = redisAvailability(redis);
    availability.setLog(app.log);
    // A Redis that is down at boot delays the start by a moment, then the instance serves without it.
    app.addHook('onReady', async () => {
      await availability.waitUntilUsable(REDIS_BOOT_WAIT_MS);
    });
    app.addHook('onClose', async () => {
      availability.stop();
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    });
  }
  const { onRoute } = deps;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route as RouteOptions));
  registerErrorHandling(app);
  // Before any route is registered, so every protected /api/ route refuses an anonymous caller before validating.
  requireSessionBeforeValidation(app);
  const metrics = createAppMetrics(deps.database);
  recordRequestMetrics(app, metrics);

  await registerSecurity(app, {
    publicUrl: config.publicUrl,
    allowedOrigins: config.environment === 'development' ? ['http://localhost:5173'] : [],
    isProduction: config.environment === 'production',
    paymentOrigins: paymentBrowserOrigins(config.payments),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Mathwise API',
        version: '1.0.0',
        description: 'Every call of the Mathwise specification.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'mathwise.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  decorateActor(app, services.auth, createSessionsRepository(deps.database.db));
  registerAuthRoutes(app, services.auth, config.publicUrl);
  await app.register(
    accountsRoutes({ accounts: services.accounts, configuredProviders: listConfiguredProviders(config) }),
  );
  // Built here rather than in createServices because its reconciler logs through the app's logger.
  const billingModule = createBillingModule({
    config,
    db: deps.database.db,
    subscriptions: services.subscriptions,
    log: app.log,
  });
  await app.register(
    billingRoutes({
      subscriptions: services.subscriptions,
      billing: billingModule.billing,
      paymentConfig: billingModule.paymentConfig,
    }),
  );
  await app.register(paymentWebhookRoutes({ webhooks: billingModule.paymentWebhooks }));
  await app.register(studentsRoutes({ students: services.students }));
  await app.register(
    learnerDataRoutes({
      learnerData: createLearnerDataService({
        learnerData: createLearnerDataRepository(deps.database.db),
        habits: services.practice,
        learners: services.learners,
        subscriptions: services.subscriptions,
        storage: services.storage,
        // Through better-auth, so sessions held in a shared cache end too, not only the database rows.
        endSessionsOf: async (userId) => {
          const context = await services.auth.$context;
          await context.internalAdapter.deleteUserSessions(userId);
        },
      }),
    }),
  );
  // Built here rather than in createServices because it logs storage clean-up failures through the app's logger.
  const profileImages = createProfileImagesService({
    users: createUsersRepository(deps.database.db),
    refreshSessionUser: (userId) => refreshCachedSessionUser(services.auth, userId),
    learners: services.learners,
    subscriptions: services.subscriptions,
    storage: services.storage,
    log: app.log,
  });
  await app.register(profileImagesRoutes({ profileImages }));
  for (const area of areas) for (const routes of area.routes) await app.register(routes);
  // Every instance builds the same schedules; main.ts starts them, and each run claims its slot in the database so
  // one instance runs it. Tests call sendWeeklyReports or jobs.runJob directly.
  const jobs = createJobScheduler({
    jobs: [...billingJobs(billingModule.billingOrders), ...areas.flatMap((area) => area.jobs)],
    runs: createJobRunsRepository(deps.database.db),
    log: app.log,
    onRunFinished: metrics.recordJobRun,
  });
  app.addHook('onClose', () => {
    jobs.stop();
  });
  await app.register(
    questionBankRoutes(
      createQuestionBankModule({
        db: deps.database.db,
        storage: services.storage,
      }),
    ),
  );
  // Built here rather than in createServices because it logs mail failures through the app's logger.
  const site = createSiteService({
    contactMessages: createContactMessagesRepository(deps.database.db),
    newsletterSubscribers: createNewsletterSubscribersRepository(deps.database.db),
    mailer,
    supportAddress: config.mail.supportAddress,
    publicUrl: config.publicUrl,
    countUsers: () => services.accounts.countUsers(),
    log: app.log,
  });
  await app.register(siteRoutes({ site, publicUrl: config.publicUrl }));
  await app.register(healthRoutes({ health: createHealthRepository(deps.database.db), redis }));
  await app.register(metricsRoutes({ metrics, token: config.metricsToken }));
  if (config.devMailbox) await app.register(devMailboxRoutes(config.mail.outboxDir));

  const webDistDir = deps.webDistDir;
  const hasWebBuild = webDistDir !== undefined && existsSync(join(webDistDir, 'index.html'));
  const hasLandingPage = hasWebBuild && existsSync(join(webDistDir, 'landing.html'));
  if (hasWebBuild) {
    await app.register(fastifyStatic, webBuildStaticOptions(webDistDir));
    await prepareAppPage(webDistDir, app.log);
  }
  app.setNotFoundHandler(async (request, reply) => {
    // HEAD too: uptime monitors and link checkers ask for a page's headers only (send answers them without a body).
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!isPageRequest || !hasWebBuild || webDistDir === undefined) throw notFound();
    // `/` for a visitor without a session is the prerendered landing page, without the app's router and data layer
    // (docs/decisions/011-prerendered-landing-page.md); a signed-in user gets the app, whose header knows them.
    if (hasLandingPage && request.url.split('?')[0] === '/') {
      void reply.header('vary', 'Cookie');
      if ((await request.findActor()) === null) return reply.type('text/html').sendFile('landing.html');
    }
    // The web app owns every other path (its router shows the not-found page), so pages get index.html, with the
    // request's session written in.
    return sendAppPage(services.auth, webDistDir, request, reply);
  });

  return Object.assign(app, { services: { ...services, ...billingModule }, jobs });
}
