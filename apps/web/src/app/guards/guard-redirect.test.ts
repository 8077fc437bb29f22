import { describe, expect, it } from 'vitest';
import type { AuthStatus } from '../../lib/auth/auth-state';
import { decideGuardRedirect, type GuardState } from './guard-redirect';

const state = (auth: AuthStatus, subscription: GuardState['subscription'] = 'present'): GuardState => ({
  auth,
  subscription,
});
const redirect = (to: string) => ({ kind: 'redirect', to });

describe('decideGuardRedirect (spec 1 §2 "Access guards")', () => {
  it('shows a spinner while auth is loading', () => {
    expect(decideGuardRedirect(state('loading', 'loading'), '/my-students')).toEqual({ kind: 'spinner' });
  });

  it('shows Restricted access to an anonymous visitor on any protected page', () => {
    for (const path of [
      '/my-students',
      '/my-practice',
      '/plan-selection',
      '/ask-parent',
      '/admin-portal/questions',
    ]) {
      expect(decideGuardRedirect(state('anonymous', 'none'), path)).toEqual({ kind: 'restricted' });
    }
  });

  it('sends a signed-in user with an unverified e-mail to /email-verification', () => {
    expect(decideGuardRedirect(state('unverified', 'none'), '/my-students')).toEqual(
      redirect('/email-verification'),
    );
    expect(decideGuardRedirect(state('unverified', 'none'), '/plan-selection')).toEqual(
      redirect('/email-verification'),
    );
    expect(decideGuardRedirect(state('unverified', 'none'), '/admin-portal/questions')).toEqual(
      redirect('/email-verification'),
    );
  });

  it('lets the action page and the verify screen do their own routing', () => {
    expect(decideGuardRedirect(state('unverified', 'none'), '/email-verification')).toEqual({
      kind: 'render',
    });
    expect(decideGuardRedirect(state('teacher', 'none'), '/action-page/logout')).toEqual({ kind: 'render' });
  });

  it('sends a teacher from any protected page to /admin-portal/questions, and lets them use admin paths', () => {
    expect(decideGuardRedirect(state('teacher', 'none'), '/my-students')).toEqual(
      redirect('/admin-portal/questions'),
    );
    expect(decideGuardRedirect(state('teacher', 'none'), '/plan-selection')).toEqual(
      redirect('/admin-portal/questions'),
    );
    expect(decideGuardRedirect(state('teacher', 'none'), '/admin-portal/questions/1/2')).toEqual({
      kind: 'render',
    });
    expect(decideGuardRedirect(state('teacher', 'loading'), '/data-upload')).toEqual({ kind: 'render' });
  });

  it('keeps parents and learners out of admin paths', () => {
    expect(decideGuardRedirect(state('parent', 'present'), '/admin-portal/questions')).toEqual(
      redirect('/action-page'),
    );
    expect(decideGuardRedirect(state('learner', 'none'), '/data-upload')).toEqual(redirect('/action-page'));
  });

  it('sends users with no subscription to /plan-selection', () => {
    expect(decideGuardRedirect(state('parent', 'none'), '/account/settings')).toEqual(
      redirect('/plan-selection'),
    );
    expect(decideGuardRedirect(state('parent', 'none'), '/account/membership-and-billing')).toEqual(
      redirect('/plan-selection'),
    );
  });

  it('does not apply the subscription redirect on action-page, subscription-payment, email-verification, admin and plan-selection paths', () => {
    expect(decideGuardRedirect(state('parent', 'none'), '/plan-selection')).toEqual({ kind: 'render' });
    expect(decideGuardRedirect(state('parent', 'none'), '/plan-selection/1/3')).toEqual({ kind: 'render' });
    expect(decideGuardRedirect(state('parent', 'none'), '/subscription-payment/2/1')).toEqual({
      kind: 'render',
    });
    expect(decideGuardRedirect(state('parent', 'none'), '/action-page')).toEqual({ kind: 'render' });
    expect(decideGuardRedirect(state('parent', 'none'), '/email-verification')).toEqual({ kind: 'render' });
    // Exempt paths do not wait for the lookup either.
    expect(decideGuardRedirect(state('parent', 'loading'), '/subscription-payment/2/1')).toEqual({
      kind: 'render',
    });
  });

  it('sends a learner without a subscription to /ask-parent, and renders /ask-parent for them', () => {
    expect(decideGuardRedirect(state('learner', 'none'), '/my-practice')).toEqual(redirect('/ask-parent'));
    expect(decideGuardRedirect(state('learner', 'none'), '/my-progress/1')).toEqual(redirect('/ask-parent'));
    expect(decideGuardRedirect(state('learner', 'none'), '/ask-parent')).toEqual({ kind: 'render' });
  });

  it('sends a parent (with or without a subscription) opening /ask-parent to /my-students', () => {
    expect(decideGuardRedirect(state('parent', 'none'), '/ask-parent')).toEqual(redirect('/my-students'));
    expect(decideGuardRedirect(state('parent', 'present'), '/ask-parent')).toEqual(redirect('/my-students'));
  });

  it('shows a spinner on /my-students while the subscription is not known', () => {
    expect(decideGuardRedirect(state('parent', 'loading'), '/my-students')).toEqual({ kind: 'spinner' });
    expect(decideGuardRedirect(state('parent', 'loading'), '/my-students/0/addStudent')).toEqual({
      kind: 'spinner',
    });
  });

  it('redirects learners away from purchase pages (spec 2 §2)', () => {
    expect(decideGuardRedirect(state('learner', 'present'), '/plan-selection')).toEqual(
      redirect('/ask-parent'),
    );
    expect(decideGuardRedirect(state('learner', 'none'), '/plan-selection/2/1')).toEqual(
      redirect('/ask-parent'),
    );
    expect(decideGuardRedirect(state('learner', 'present'), '/account/add-membership')).toEqual(
      redirect('/ask-parent'),
    );
  });

  it('redirects learners, subscribed or not, away from every billing page (spec 2 §7)', () => {
    const billingPages = [
      '/subscription-payment/2/1',
      '/account/membership-and-billing',
      '/account/billing-history',
      '/resume-subscription',
    ];
    for (const pathname of billingPages) {
      expect(decideGuardRedirect(state('learner', 'present'), pathname)).toEqual(redirect('/ask-parent'));
      expect(decideGuardRedirect(state('learner', 'none'), pathname)).toEqual(redirect('/ask-parent'));
      expect(decideGuardRedirect(state('parent', 'present'), pathname)).toEqual({ kind: 'render' });
    }
  });

  it('renders the page for subscribed users', () => {
    expect(decideGuardRedirect(state('parent', 'present'), '/my-students')).toEqual({ kind: 'render' });
    expect(decideGuardRedirect(state('learner', 'present'), '/my-practice/1')).toEqual({ kind: 'render' });
  });

  it('sends a subscribed learner from /ask-parent to practice', () => {
    expect(decideGuardRedirect(state('learner', 'present'), '/ask-parent')).toEqual(redirect('/my-practice'));
  });

  it('matches path prefixes by whole segment', () => {
    expect(decideGuardRedirect(state('parent', 'none'), '/plan-selections')).toEqual(
      redirect('/plan-selection'),
    );
  });
});
