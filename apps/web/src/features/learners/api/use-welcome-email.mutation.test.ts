import { beforeEach, describe, expect, it } from 'vitest';
import { claimWelcomeEmail } from './use-welcome-email.mutation';

describe('claimWelcomeEmail', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('lets the welcome e-mail be requested once per address per session', () => {
    expect(claimWelcomeEmail('kid@example.com')).toBe(true);
    expect(claimWelcomeEmail('kid@example.com')).toBe(false);
    expect(claimWelcomeEmail(' KID@example.com ')).toBe(false);
    expect(claimWelcomeEmail('other@example.com')).toBe(true);
  });

  it('asks again in a new session (logout clears session storage)', () => {
    expect(claimWelcomeEmail('kid@example.com')).toBe(true);
    window.sessionStorage.clear();
    expect(claimWelcomeEmail('kid@example.com')).toBe(true);
  });
});
