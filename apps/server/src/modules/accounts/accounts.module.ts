import type { Auth } from '../../platform/auth/auth';
import { listConfiguredProviders, refreshCachedSessionUser } from '../../platform/auth/auth';
import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import type { AreaModule } from '../../platform/modules/area-module';
import type { Storage } from '../../platform/storage/storage';
import type { SubscriptionsService } from '../billing/subscriptions.service';
import type { LearnersService } from '../learners/learners.service';
import { accountsRoutes } from './accounts.routes';
import { createAccountSettingsService, type AccountSettingsService } from './account-settings.service';
import { createAccountsService, type AccountsService } from './accounts.service';
import { devMailboxRoutes } from './dev-mailbox.routes';
import { profileImagesRoutes } from './profile-images.routes';
import { createProfileImagesService, type ProfileImagesService } from './profile-images.service';
import { createUsersRepository } from './users.repository';

/** Accounts: settings, e-mail and password changes, profile images, and the development mailbox when enabled. */
export function createAccountsModule(deps: {
  config: AppConfig;
  db: Db;
  auth: Auth;
  learners: LearnersService;
  subscriptions: SubscriptionsService;
  mailer: Mailer;
  storage: Storage;
  /** Storage clean-up failures of replaced profile images are logged through the app's logger. */
  log: { warn(details: object, message: string): void };
}): AreaModule<{
  accounts: AccountsService;
  accountSettings: AccountSettingsService;
  profileImages: ProfileImagesService;
}> {
  const { config } = deps;
  const accounts = createAccountsService({
    auth: deps.auth,
    users: createUsersRepository(deps.db),
    learners: deps.learners,
  });
  const accountSettings = createAccountSettingsService({
    auth: deps.auth,
    users: createUsersRepository(deps.db),
    learners: deps.learners,
    subscriptions: deps.subscriptions,
    accounts,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    supportAddress: config.mail.supportAddress,
  });
  const profileImages = createProfileImagesService({
    users: createUsersRepository(deps.db),
    refreshSessionUser: (userId) => refreshCachedSessionUser(deps.auth, userId),
    learners: deps.learners,
    subscriptions: deps.subscriptions,
    storage: deps.storage,
    log: deps.log,
  });
  return {
    services: { accounts, accountSettings, profileImages },
    routes: [
      accountsRoutes({ settings: accountSettings, configuredProviders: listConfiguredProviders(config) }),
      profileImagesRoutes({ profileImages }),
      ...(config.devMailbox ? [devMailboxRoutes(config.mail.outboxDir)] : []),
    ],
    jobs: [],
  };
}
