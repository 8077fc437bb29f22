import type { LimitCountersRepository } from './limit-counters.repository';

/** Sign-in attempts allowed per account (whatever the client address) in one window. */
export const SIGN_IN_ATTEMPTS_PER_ACCOUNT = 10;
export const ACCOUNT_WINDOW_MS = 15 * 60_000;

/**
 * The per-account half of sign-in limiting: the per-client limit alone lets a botnet (or one client forging its
 * address) try one password per address against the same account. Every attempt counts before the password is
 * checked, so parallel guesses cannot slip past; a successful sign-in clears the account's count. Kept to this
 * small interface so the counter can move to Redis without touching the callers.
 */
export interface AccountSignInLimit {
  /** Counts the attempt; answers how many seconds to wait when the account is over its limit, else null. */
  consumeAttempt(email: string): Promise<{ retryAfterSeconds: number } | null>;
  clearAttempts(email: string): Promise<void>;
}

const keyOf = (email: string) => `account-sign-in:${email.trim().toLowerCase()}`;

export function createAccountSignInLimit(
  attempts: LimitCountersRepository,
  now: () => number = Date.now,
): AccountSignInLimit {
  return {
    async consumeAttempt(email) {
      const moment = now();
      const { count, windowStart } = await attempts.addAttempt(keyOf(email), ACCOUNT_WINDOW_MS, moment);
      if (count <= SIGN_IN_ATTEMPTS_PER_ACCOUNT) return null;
      return { retryAfterSeconds: Math.max(1, Math.ceil((windowStart + ACCOUNT_WINDOW_MS - moment) / 1000)) };
    },
    clearAttempts: (email) => attempts.clearAttempts(keyOf(email)),
  };
}
