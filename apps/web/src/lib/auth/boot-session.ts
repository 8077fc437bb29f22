import { BOOT_SESSION_ELEMENT_ID } from '@mathwise/api-contract';
import type { SessionUserLike } from './auth-state';

/**
 * The session the server served this page to (the contract's BootSession, read loosely: only the fields the auth
 * state cannot do without are checked): a user, or null for a visitor without one.
 */
export interface BootSession {
  user: SessionUserLike | null;
  /** The API's answers to the page's first reads, by path (api-client.ts takes them). */
  answers?: Record<string, unknown>;
}

function isSessionUserLike(value: unknown): value is SessionUserLike {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    typeof user.emailVerified === 'boolean'
  );
}

/**
 * The session written into the page by the server, so the app renders for its user and asks for the page's data
 * at once instead of after its own session request. Undefined when the page carries none (the Vite dev server, a
 * server that could not read the session, a malformed block): the app then waits for its session request as before.
 */
export function readBootSession(doc: Document = document): BootSession | undefined {
  const text = doc.getElementById(BOOT_SESSION_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as { user?: unknown; answers?: unknown };
    if (parsed.user === null) return { user: null };
    if (!isSessionUserLike(parsed.user)) return undefined;
    const { answers } = parsed;
    return typeof answers === 'object' && answers !== null && !Array.isArray(answers)
      ? { user: parsed.user, answers: answers as Record<string, unknown> }
      : { user: parsed.user };
  } catch {
    return undefined;
  }
}
