import { describe, expect, it } from 'vitest';
import { deriveAuthState, parseRoles, type SessionUserLike } from './auth-state';

const sessionUser = (overrides: Partial<SessionUserLike> = {}): SessionUserLike => ({
  id: 'u1',
  name: 'Pat',
  email: 'pat@example.com',
  emailVerified: true,
  userType: 'parent',
  roles: '',
  ...overrides,
});

describe('auth state (spec 1 §4)', () => {
  it('parses the comma-separated roles claim', () => {
    expect(parseRoles('')).toEqual([]);
    expect(parseRoles(null)).toEqual([]);
    expect(parseRoles('teacher')).toEqual(['teacher']);
    expect(parseRoles('teacher, Testing')).toEqual(['teacher', 'testing']);
  });

  it('derives loading, anonymous, unverified, parent, learner and teacher', () => {
    expect(deriveAuthState(null, true).status).toBe('loading');
    expect(deriveAuthState(null, false).status).toBe('anonymous');
    expect(deriveAuthState(sessionUser({ emailVerified: false, roles: 'teacher' }), false).status).toBe(
      'unverified',
    );
    expect(deriveAuthState(sessionUser(), false).status).toBe('parent');
    expect(deriveAuthState(sessionUser({ userType: 'learner' }), false).status).toBe('learner');
    expect(deriveAuthState(sessionUser({ roles: 'teacher,testing' }), false).status).toBe('teacher');
  });
});
