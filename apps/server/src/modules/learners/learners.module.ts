import type { Auth } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import type { AreaModule } from '../../platform/modules/area-module';
import type { Storage } from '../../platform/storage/storage';
import type { AccountsService } from '../accounts/accounts.service';
import type { SubscriptionsService } from '../billing/subscriptions.service';
import type { LearnerHabitsService } from '../practice/practice.types';
import { createFamilyInvitationsRepository } from './family-invitations.repository';
import { createLearnerDataRepository } from './learner-data.repository';
import { learnerDataRoutes } from './learner-data.routes';
import { createLearnerDataService, type LearnerDataService } from './learner-data.service';
import { createLearnersRepository } from './learners.repository';
import type { LearnersService } from './learners.service';
import { learnersRoutes } from './learners.routes';
import { createFamilyService, type FamilyService } from './family.service';

/**
 * The parent's learners: adding and connecting them, family invitations, and a learner's data (export, habit
 * settings, erasure). The learners service itself is built first by buildApp, since sign-up (auth) needs it.
 */
export function createLearnersModule(deps: {
  db: Db;
  auth: Auth;
  learners: LearnersService;
  subscriptions: SubscriptionsService;
  accounts: AccountsService;
  habits: Pick<LearnerHabitsService, 'readHabitSettings' | 'saveHabitSettings'>;
  storage: Storage;
  mailer: Mailer;
  publicUrl: string;
}): AreaModule<{ family: FamilyService; learnerData: LearnerDataService }> {
  const family = createFamilyService({
    learners: createLearnersRepository(deps.db),
    invitations: createFamilyInvitationsRepository(deps.db),
    subscriptions: deps.subscriptions,
    accounts: deps.accounts,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
  });
  const learnerData = createLearnerDataService({
    learnerData: createLearnerDataRepository(deps.db),
    habits: deps.habits,
    learners: deps.learners,
    subscriptions: deps.subscriptions,
    storage: deps.storage,
    // Through better-auth, so sessions held in a shared cache end too, not only the database rows.
    endSessionsOf: async (userId) => {
      const context = await deps.auth.$context;
      await context.internalAdapter.deleteUserSessions(userId);
    },
  });
  return {
    services: { family, learnerData },
    routes: [learnersRoutes({ family }), learnerDataRoutes({ learnerData })],
    jobs: [],
  };
}
