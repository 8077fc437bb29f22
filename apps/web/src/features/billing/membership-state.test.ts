import { describe, expect, it } from 'vitest';
import { selectMembershipAction, selectMembershipState } from './membership-state';

const paid = { payment_id: 'sandbox-customer-1', status: 'active' as const };
const active = { status: true, scheduled_cancellation: false };

describe('selectMembershipState', () => {
  it('renews an active, paid membership and offers Cancel premium', () => {
    expect(selectMembershipState(paid, active)).toBe('renews');
    expect(selectMembershipAction('renews')).toBe('cancel');
  });

  it('ends a membership with a scheduled cancellation and offers Resume premium', () => {
    expect(selectMembershipState(paid, { status: true, scheduled_cancellation: true })).toBe('ends');
    expect(selectMembershipAction('ends')).toBe('resume');
  });

  it('pauses an inactive membership, and every membership of a paused subscription', () => {
    expect(selectMembershipState(paid, { status: false, scheduled_cancellation: false })).toBe('paused');
    expect(selectMembershipState({ ...paid, status: 'paused' }, active)).toBe('paused');
    expect(selectMembershipAction('paused')).toBe('resume');
  });

  it('shows a free plan whatever the membership says, with no action', () => {
    expect(
      selectMembershipState(
        { payment_id: 'FREE', status: 'active' },
        { status: false, scheduled_cancellation: true },
      ),
    ).toBe('free');
    expect(selectMembershipAction('free')).toBeNull();
  });
});
