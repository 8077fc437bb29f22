import type { Migration } from '../migration-helpers';
import { columnTypesFor, currentTimestamp } from '../migration-helpers';

/** The tables better-auth reads and writes (user, session, account, verification, rateLimit), plus our claims. */
export const identityMigration: Migration = {
  name: '0001-identity',
  async up(db, engine) {
    const types = columnTypesFor(engine);
    const now = currentTimestamp(engine);
    await db.schema
      .createTable('user')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('emailVerified', types.boolean, (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('createdAt', types.timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', types.timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('userType', 'text', (c) => c.notNull())
      .addColumn('roles', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('nickname', 'text')
      .execute();
    await db.schema
      .createTable('session')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('expiresAt', types.timestamp, (c) => c.notNull())
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('createdAt', types.timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', types.timestamp, (c) => c.notNull())
      .addColumn('ipAddress', 'text')
      .addColumn('userAgent', 'text')
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();
    await db.schema
      .createTable('account')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('accountId', 'text', (c) => c.notNull())
      .addColumn('providerId', 'text', (c) => c.notNull())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('accessToken', 'text')
      .addColumn('refreshToken', 'text')
      .addColumn('idToken', 'text')
      .addColumn('accessTokenExpiresAt', types.timestamp)
      .addColumn('refreshTokenExpiresAt', types.timestamp)
      .addColumn('scope', 'text')
      .addColumn('password', 'text')
      .addColumn('createdAt', types.timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', types.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();
    await db.schema
      .createTable('verification')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('identifier', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('expiresAt', types.timestamp, (c) => c.notNull())
      .addColumn('createdAt', types.timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', types.timestamp, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('verification_identifier_idx')
      .on('verification')
      .column('identifier')
      .execute();
    await db.schema
      .createTable('rateLimit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('key', 'text', (c) => c.notNull().unique())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('lastRequest', 'bigint', (c) => c.notNull())
      .execute();
  },
};
