import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

// Session storage: the spec's "once per session" is one browser tab's session, and logout clears it.
const SENT_KEY = 'mathwise.welcomeEmailsSent';

function readSent(storage: Storage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(SENT_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Marks the welcome e-mail to `email` as requested in this session; false when it already was, so the caller
 * does not ask again (spec 2 §4: requested once per session).
 */
export function claimWelcomeEmail(email: string, storage: Storage = window.sessionStorage): boolean {
  const key = email.trim().toLowerCase();
  const sent = readSent(storage);
  if (sent.includes(key)) return false;
  storage.setItem(SENT_KEY, JSON.stringify([...sent, key]));
  return true;
}

/** POST /api/welcome-email-student. */
export function sendWelcomeEmail(email: string): Promise<{ title: string; body: string }> {
  return requestApi('/api/welcome-email-student', { method: 'POST', body: { email } });
}

/** Requests the welcome e-mail at most once per address per session; a failure is only logged (spec 2 §8). */
export function useWelcomeEmail() {
  const mutation = useMutation({ mutationFn: sendWelcomeEmail });
  return (email: string) => {
    if (!claimWelcomeEmail(email)) return;
    mutation.mutate(email, { onError: (error) => console.error('Welcome e-mail failed', error) });
  };
}
