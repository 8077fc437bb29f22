import type { Kysely } from 'kysely';
import { type Migration as KyselyMigration, Migrator } from 'kysely/migration';
import type { DatabaseEngine } from '../config';
import type { Migration } from './migration-helpers';
import { identityMigration } from './migrations/0001-identity.migration';
import { curriculumMigration } from './migrations/0002-curriculum.migration';
import { familiesMigration } from './migrations/0003-families.migration';
import { siteMigration } from './migrations/0004-site.migration';
import { billingMigration } from './migrations/0005-billing.migration';
import { accountsMigration } from './migrations/0006-accounts.migration';
import { practiceMigration } from './migrations/0007-practice.migration';
import { questionBankMigration } from './migrations/0008-question-bank.migration';
import { jobRunsMigration } from './migrations/0009-job-runs.migration';
import { practiceOpenQuestionMigration } from './migrations/0010-practice-open-question.migration';
import { reportIndexesMigration } from './migrations/0011-report-indexes.migration';
import { questionRetirementMigration } from './migrations/0012-question-retirement.migration';
import { questionHintsMigration } from './migrations/0013-question-hints.migration';
import { learnerHabitsMigration } from './migrations/0017-learner-habits.migration';
import { learnerConsentMigration } from './migrations/0018-learner-consent.migration';
import { limitCountersMigration } from './migrations/0019-limit-counters.migration';
import { trialCardsMigration } from './migrations/0020-trial-cards.migration';

/** In order; a migration, once shipped, is never edited: add a new one. */
const migrations: Migration[] = [
  identityMigration,
  curriculumMigration,
  familiesMigration,
  siteMigration,
  billingMigration,
  accountsMigration,
  practiceMigration,
  questionBankMigration,
  jobRunsMigration,
  practiceOpenQuestionMigration,
  reportIndexesMigration,
  questionRetirementMigration,
  questionHintsMigration,
  learnerHabitsMigration,
  learnerConsentMigration,
  limitCountersMigration,
  trialCardsMigration,
];

export async function migrateToLatest(db: Kysely<unknown>, engine: DatabaseEngine): Promise<string[]> {
  const migrator = new Migrator({
    db,
    // Each migration creates or alters only its own area's tables, so one merged later with a lower number (a
    // parallel branch) may run after higher ones on an existing database instead of stopping the server.
    allowUnorderedMigrations: true,
    provider: {
      getMigrations: () =>
        Promise.resolve(
          Object.fromEntries(
            migrations.map((migration): [string, KyselyMigration] => [
              migration.name,
              { up: (database) => migration.up(database, engine) },
            ]),
          ),
        ),
    },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}
