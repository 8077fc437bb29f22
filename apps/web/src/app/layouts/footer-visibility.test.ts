import { describe, expect, it } from 'vitest';
import { isNewsletterVisible } from './footer-visibility';

describe('isNewsletterVisible', () => {
  it('shows the newsletter only to anonymous visitors in layouts that do not hide it', () => {
    expect(isNewsletterVisible('anonymous', false)).toBe(true);
    expect(isNewsletterVisible('anonymous', true)).toBe(false);
    for (const status of ['loading', 'unverified', 'parent', 'learner', 'teacher'] as const) {
      expect(isNewsletterVisible(status, false)).toBe(false);
    }
  });
});
