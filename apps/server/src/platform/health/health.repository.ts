import { sql } from 'kysely';
import type { Db } from '../db/database';

export function createHealthRepository(db: Db) {
  return {
    /** The cheapest statement that needs a live connection: it fails while the database is down or unreachable. */
    async selectOne(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
