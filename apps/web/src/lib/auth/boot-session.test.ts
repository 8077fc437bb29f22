import { describe, expect, it } from 'vitest';
import { nextAuthState } from './auth-context';
import { buildBootSessionUser } from '../../testing/render-with-providers';
import { deriveAuthState } from './auth-state';
import { readBootSession } from './boot-session';

const USER = buildBootSessionUser();

function pageWith(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('app');
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'mathwise-session';
    script.textContent = block;
    doc.head.append(script);
  }
  return doc;
}

describe('the boot session the server writes into the page', () => {
  it('reads a user, or null for a visitor', () => {
    expect(readBootSession(pageWith(JSON.stringify({ user: USER })))).toEqual({ user: USER });
    expect(readBootSession(pageWith('{"user":null}'))).toEqual({ user: null });
  });

  it("reads the server's answers to the page's first reads when they are an object, and leaves anything else out", () => {
    const answers = { '/api/getOneSubscription/u1/learner': { id: 3 } };
    expect(readBootSession(pageWith(JSON.stringify({ user: USER, answers })))).toEqual({
      user: USER,
      answers,
    });
    for (const malformed of [null, [1], 'text'])
      expect(readBootSession(pageWith(JSON.stringify({ user: USER, answers: malformed })))).toEqual({
        user: USER,
      });
  });

  it('is unknown without a block or with one the app cannot trust, so the app asks for its session itself', () => {
    expect(readBootSession(pageWith(null))).toBeUndefined();
    expect(readBootSession(pageWith('{"user":'))).toBeUndefined();
    expect(readBootSession(pageWith('{}'))).toBeUndefined();
    expect(readBootSession(pageWith(JSON.stringify({ user: { ...USER, id: 7 } })))).toBeUndefined();
  });
});

describe('the auth state while better-auth answers after the boot session', () => {
  const learner = deriveAuthState(USER, false);

  it("keeps the known state through better-auth's first 'loading', and the same object for the same user", () => {
    expect(nextAuthState(learner, { status: 'loading' }, false)).toBe(learner);
    expect(nextAuthState(learner, deriveAuthState({ ...USER }, false), false)).toBe(learner);
    expect(nextAuthState(learner, deriveAuthState({ ...USER }, false), true)).toBe(learner);
  });

  it("shows better-auth's later 'loading' (its refetch after a sign-in), as without a boot session", () => {
    expect(nextAuthState({ status: 'anonymous' }, { status: 'loading' }, true)).toEqual({
      status: 'loading',
    });
  });

  it("takes better-auth's answer when it differs: signed out, verified since, another user", () => {
    expect(nextAuthState(learner, { status: 'anonymous' }, false)).toEqual({ status: 'anonymous' });
    const unverified = deriveAuthState({ ...USER, emailVerified: false }, false);
    expect(nextAuthState(unverified, learner, true)).toBe(learner);
    const other = deriveAuthState({ ...USER, id: 'u2' }, false);
    expect(nextAuthState(learner, other, false)).toBe(other);
    expect(nextAuthState({ status: 'loading' }, learner, false)).toBe(learner);
  });
});
