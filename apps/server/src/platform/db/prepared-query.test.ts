import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './database';
import { openDatabase } from './database';
import { migrateToLatest } from './migrator';
import { prepareQuery } from './prepared-query';

describe('prepareQuery', () => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = openDatabase(testDatabase.settings);
    await migrateToLatest(database.db as never, database.engine);
    await database.db
      .insertInto('course')
      .values([
        { id: 1, name: 'One' },
        { id: 2, name: 'Two' },
        { id: 3, name: 'Three' },
      ])
      .execute();
  });

  afterAll(async () => {
    await database.destroy();
    await testDatabase.drop();
  });

  it("binds each call's values into the SQL compiled at the first call, beside the query's own constants", async () => {
    const { db } = database;
    const coursesBetween = prepareQuery((args: { from: number; to: number }) =>
      db
        .selectFrom('course')
        .select(['id', 'name'])
        .where('id', '>=', args.from)
        .where('id', '<=', args.to)
        .where('name', '!=', 'Two')
        .orderBy('id'),
    );
    expect((await coursesBetween(db, { from: 1, to: 3 })).rows).toEqual([
      { id: 1, name: 'One' },
      { id: 3, name: 'Three' },
    ]);
    expect((await coursesBetween(db, { from: 3, to: 3 })).rows).toEqual([{ id: 3, name: 'Three' }]);
    expect((await coursesBetween(db, { from: 2, to: 2 })).rows).toEqual([]);
  });

  it('reports the rows an update changed, and runs inside a transaction it is given', async () => {
    const { db } = database;
    const rename = prepareQuery((args: { id: number; name: string }) =>
      db.updateTable('course').set({ name: args.name }).where('id', '=', args.id),
    );
    await db.transaction().execute(async (trx) => {
      expect(Number((await rename(trx, { id: 2, name: 'Deux' })).numAffectedRows)).toBe(1);
      await trx.insertInto('course').values({ id: 4, name: 'Four' }).execute();
    });
    expect(Number((await rename(db, { id: 99, name: 'None' })).numAffectedRows)).toBe(0);
    const names = await db.selectFrom('course').select('name').orderBy('id').execute();
    expect(names.map((row) => row.name)).toEqual(['One', 'Deux', 'Three', 'Four']);
  });

  it('still answers after a migration changes the columns a prepared statement reads', async () => {
    const { db } = database;
    const courseById = prepareQuery((args: { id: number }) =>
      db.selectFrom('course').selectAll().where('id', '=', args.id),
    );
    expect((await courseById(db, { id: 1 })).rows).toEqual([{ id: 1, name: 'One' }]);
    await db.schema.alterTable('course').addColumn('prepared_probe', 'text').execute();
    try {
      expect((await courseById(db, { id: 1 })).rows).toEqual([{ id: 1, name: 'One', prepared_probe: null }]);
    } finally {
      await db.schema.alterTable('course').dropColumn('prepared_probe').execute();
    }
  });

  it('writes a whole-number limit into the SQL on SQLite, where a bound one makes every run prepare afresh', async () => {
    const { db } = database;
    const query = db.selectFrom('course').select('id').orderBy('id').limit(2);
    expect(query.compile().sql).toMatch(database.engine === 'sqlite' ? /limit 2$/ : /limit \$1$/);
    expect((await query.execute()).map((row) => row.id)).toEqual([1, 2]);
    const firstFrom = prepareQuery((args: { from: number; count: number }) =>
      db.selectFrom('course').select('id').where('id', '>=', args.from).orderBy('id').limit(args.count),
    );
    expect((await firstFrom(db, { from: 2, count: 1 })).rows).toEqual([{ id: 2 }]);
  });

  it('refuses an argument that shapes the query instead of being one of its values', async () => {
    const { db } = database;
    const shaped = prepareQuery((args: { from: number; isNewestFirst: boolean }) =>
      db
        .selectFrom('course')
        .select('id')
        .where('id', '>=', args.from)
        .orderBy('id', args.isNewestFirst ? 'desc' : 'asc'),
    );
    await expect(async () => shaped(db, { from: 1, isNewestFirst: false })).rejects.toThrow(
      /"isNewestFirst" shapes the query/,
    );
  });
});
