import { describe, expect, it } from 'vitest';
import { selectHeaderItems } from './header-items';

const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);
const TOP_LINKS = ['product', 'pricing', 'curriculum', 'faq', 'contactUs'];

describe('selectHeaderItems (spec 1 §2 "Header and footer")', () => {
  it('anonymous: top links, Login and Sign up, no profile menu', () => {
    const items = selectHeaderItems('anonymous', 'none');
    expect(ids(items.topLinks)).toEqual(TOP_LINKS);
    expect(ids(items.actions)).toEqual(['login', 'signUp']);
    expect(items.actions.map((entry) => entry.to)).toEqual(['/action-page/login', '/pre-signup']);
    expect(items.profileMenu).toEqual([]);
  });

  it('loading: only what every visitor sees', () => {
    const items = selectHeaderItems('loading', 'loading');
    expect(ids(items.topLinks)).toEqual(TOP_LINKS);
    expect(items.actions).toEqual([]);
    expect(items.profileMenu).toEqual([]);
  });

  it('parent without subscription: top links, Subscription and Logout', () => {
    const items = selectHeaderItems('parent', 'none');
    expect(ids(items.topLinks)).toEqual(TOP_LINKS);
    expect(ids(items.actions)).toEqual(['subscription', 'logout']);
    expect(items.actions.map((entry) => entry.to)).toEqual(['/plan-selection', '/action-page/logout']);
    expect(items.profileMenu).toEqual([]);
  });

  it('subscribed parent: no top links; profile menu My Students, Account Settings, Membership & Billing, Log out', () => {
    const items = selectHeaderItems('parent', 'present');
    expect(items.topLinks).toEqual([]);
    expect(items.actions).toEqual([]);
    expect(items.profileMenu).toEqual([
      { id: 'myStudents', to: '/my-students' },
      { id: 'accountSettings', to: '/account/settings' },
      { id: 'membershipAndBilling', to: '/account/membership-and-billing' },
      { id: 'logout', to: '/action-page/logout' },
    ]);
  });

  it("teacher: no top links; 'Hi, {nickname}' to the admin portal", () => {
    const items = selectHeaderItems('teacher', 'none');
    expect(items.topLinks).toEqual([]);
    expect(items.actions).toEqual([{ id: 'greeting', to: '/admin-portal/questions', isPrimary: false }]);
    expect(ids(items.profileMenu)).toEqual(['logout']);
  });

  it('subscribed learner: top links, Practice and My Progress; profile menu Account Settings, Log out', () => {
    const items = selectHeaderItems('learner', 'present');
    expect(ids(items.topLinks)).toEqual(TOP_LINKS);
    expect(items.actions.map(({ id, to }) => ({ id, to }))).toEqual([
      { id: 'practice', to: '/my-practice' },
      { id: 'myProgress', to: '/my-progress' },
    ]);
    expect(items.profileMenu).toEqual([
      { id: 'accountSettings', to: '/account/settings' },
      { id: 'logout', to: '/action-page/logout' },
    ]);
  });

  it('learner without subscription: profile menu Onboarding (/ask-parent) and Log out', () => {
    const items = selectHeaderItems('learner', 'none');
    expect(items.actions).toEqual([]);
    expect(items.profileMenu).toEqual([
      { id: 'onboarding', to: '/ask-parent' },
      { id: 'logout', to: '/action-page/logout' },
    ]);
  });

  it('unverified user: top links and Logout only', () => {
    const items = selectHeaderItems('unverified', 'none');
    expect(ids(items.topLinks)).toEqual(TOP_LINKS);
    expect(ids(items.actions)).toEqual(['logout']);
    expect(items.profileMenu).toEqual([]);
  });
});
