/**
 * How long an instance keeps what it read of the catalogue and the question bank (decision 035). Both change rarely
 * (a seed as an instance starts, a teacher's edit) and were read on every question served and every round saved
 * (issue 25); a seed or a teacher's edit on this instance is seen at once (`forget`), one on another within this time.
 */
export const KEPT_READ_MAX_AGE_MS = 30_000;

/**
 * Reads kept by key for KEPT_READ_MAX_AGE_MS. Only what exists is kept (`read` answering undefined, or `isKept`
 * refusing it), so keys from a request that name nothing cannot fill the map; what is kept is frozen, as every
 * caller shares it. `forget()` drops everything kept and any read still running.
 */
export function createKeptReads<K extends string | number, V>(options: {
  read: (key: K) => Promise<V | undefined>;
  isKept?: (value: V) => boolean;
  /** Tests move time; production reads the clock. */
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const kept = new Map<K, { value: V; readAt: number }>();
  let generation = 0;
  return {
    async get(key: K): Promise<V | undefined> {
      const entry = kept.get(key);
      if (entry && now() - entry.readAt < KEPT_READ_MAX_AGE_MS) return entry.value;
      const startedIn = generation;
      const value = await options.read(key);
      if (value === undefined || !(options.isKept?.(value) ?? true) || startedIn !== generation) return value;
      kept.set(key, { value: deepFreeze(value), readAt: now() });
      return value;
    },

    /** Drops what is kept of one key, or of every key and any read still running. */
    forget(key?: K): void {
      if (key !== undefined) {
        kept.delete(key);
        return;
      }
      generation += 1;
      kept.clear();
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
