import type { Db } from '../db/database';
import { isUniqueViolation } from './unique-violation';

export type SandboxRecordKind = 'customer' | 'card' | 'payment' | 'refund' | 'nonce';

export interface SandboxRecord<T> {
  id: string;
  kind: SandboxRecordKind;
  idempotencyKey: string | null;
  data: T;
}

/** The sandbox provider's storage: one JSON record per customer, card, payment, refund or spent nonce. */
export function createSandboxGatewayRepository(db: Db) {
  async function findByKey<T>(kind: SandboxRecordKind, idempotencyKey: string) {
    const row = await db
      .selectFrom('payment_sandbox_record')
      .selectAll()
      .where('kind', '=', kind)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    return row ? toRecord<T>(row) : undefined;
  }

  return {
    findByKey,

    async findById<T>(kind: SandboxRecordKind, id: string): Promise<SandboxRecord<T> | undefined> {
      const row = await db
        .selectFrom('payment_sandbox_record')
        .selectAll()
        .where('kind', '=', kind)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toRecord<T>(row) : undefined;
    },

    /**
     * Inserts the record; when another call already stored one under the same idempotency key (or id), answers
     * that one instead, as a provider answers a repeated request.
     */
    async insertOnce<T>(record: SandboxRecord<T>): Promise<{ record: SandboxRecord<T>; isNew: boolean }> {
      try {
        await db
          .insertInto('payment_sandbox_record')
          .values({
            id: record.id,
            kind: record.kind,
            idempotency_key: record.idempotencyKey,
            data: JSON.stringify(record.data),
            created_at: new Date().toISOString(),
          })
          .execute();
        return { record, isNew: true };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const existing = record.idempotencyKey
          ? await findByKey<T>(record.kind, record.idempotencyKey)
          : await this.findById<T>(record.kind, record.id);
        if (!existing) throw error;
        return { record: existing, isNew: false };
      }
    },

    async updateData<T>(kind: SandboxRecordKind, id: string, data: T): Promise<void> {
      await db
        .updateTable('payment_sandbox_record')
        .set({ data: JSON.stringify(data) })
        .where('kind', '=', kind)
        .where('id', '=', id)
        .execute();
    },

    async countByKind(kind: SandboxRecordKind): Promise<number> {
      const { count } = await db
        .selectFrom('payment_sandbox_record')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}

function toRecord<T>(row: {
  id: string;
  kind: string;
  idempotency_key: string | null;
  data: string;
}): SandboxRecord<T> {
  return {
    id: row.id,
    kind: row.kind as SandboxRecordKind,
    idempotencyKey: row.idempotency_key,
    data: JSON.parse(row.data) as T,
  };
}

export type SandboxGatewayRepository = ReturnType<typeof createSandboxGatewayRepository>;
