import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from './database';

/** The development demo accounts, listed in the README. Never created in production. */
export const DEMO_ACCOUNTS = {
  parent: { name: 'Dana Parent', email: 'parent@mathwise.test', password: 'Parent!2026', userType: 'parent' },
  learner: {
    name: 'Sam Learner',
    email: 'learner@mathwise.test',
    password: 'Learner!2026',
    userType: 'learner',
  },
  teacher: {
    name: 'Terry Teacher',
    email: 'teacher@mathwise.test',
    password: 'Teacher!2026',
    userType: 'parent',
  },
} as const;

/**
 * The calls the seed makes, named here so the platform does not import the app or its areas: buildApp's services
 * satisfy it (main.ts passes them).
 */
export interface SeedServices {
  curriculum: {
    seedCurriculum(): Promise<{ questionCount: number; insertedCount: number; retiredCount: number }>;
  };
  accounts: {
    createVerifiedAccount(
      account: { name: string; email: string; password: string; userType: 'parent' | 'learner' },
      roles?: string[],
    ): Promise<string>;
  };
  subscriptions: {
    grantFreeSubscription(parentUserId: string, numberOfChildren: number): Promise<{ id: number }>;
    connectLearnerToSubscription(subscriptionId: number, learnerUserId: string): Promise<void>;
  };
}

export async function seedDemoAccounts(services: SeedServices): Promise<void> {
  const parentId = await services.accounts.createVerifiedAccount(DEMO_ACCOUNTS.parent);
  const learnerId = await services.accounts.createVerifiedAccount(DEMO_ACCOUNTS.learner);
  await services.accounts.createVerifiedAccount(DEMO_ACCOUNTS.teacher, ['teacher']);
  const subscription = await services.subscriptions.grantFreeSubscription(parentId, 2);
  await services.subscriptions.connectLearnerToSubscription(subscription.id, learnerId);
}

/** Runs at every start; each step only fills what is missing, so restarts and several instances are safe. */
export async function seedDatabase(deps: {
  config: AppConfig;
  database: DatabaseHandle;
  services: SeedServices;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { questionCount, insertedCount, retiredCount } = await deps.services.curriculum.seedCurriculum();
  deps.log.info(
    `Curriculum is ready: ${questionCount} generated questions (${insertedCount} inserted, ${retiredCount} retired because their generator changed)`,
  );
  if (deps.config.seedDemoAccounts) {
    await seedDemoAccounts(deps.services);
    deps.log.info('Demo accounts are ready (see README): parent, learner and teacher @mathwise.test');
  }
}
