import { describe, expect, it } from 'vitest';
import { decidePostLoginDestination } from './post-login-destination';

describe('decidePostLoginDestination (spec 1 §2 "Action page")', () => {
  it('waits while auth or the subscription is loading', () => {
    expect(decidePostLoginDestination('loading', 'loading')).toBeNull();
    expect(decidePostLoginDestination('parent', 'loading')).toBeNull();
    expect(decidePostLoginDestination('learner', 'loading')).toBeNull();
  });

  it('routes parents to My Students or plan selection', () => {
    expect(decidePostLoginDestination('parent', 'present')).toBe('/my-students');
    expect(decidePostLoginDestination('parent', 'none')).toBe('/plan-selection');
  });

  it('routes learners to My Practice or Ask Parent', () => {
    expect(decidePostLoginDestination('learner', 'present')).toBe('/my-practice');
    expect(decidePostLoginDestination('learner', 'none')).toBe('/ask-parent');
  });

  it('routes teachers to the admin portal, unverified users to verification, visitors to login', () => {
    expect(decidePostLoginDestination('teacher', 'none')).toBe('/admin-portal/questions');
    expect(decidePostLoginDestination('unverified', 'none')).toBe('/email-verification');
    expect(decidePostLoginDestination('anonymous', 'none')).toBe('/action-page/login');
  });
});
