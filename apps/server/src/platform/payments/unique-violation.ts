// Lives beside the payment adapters (which own it) though billing repositories use it too: idempotent inserts.
/** True when a write failed on a unique or primary key, on PostgreSQL (23505) or SQLite (SQLITE_CONSTRAINT_*). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = error.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
