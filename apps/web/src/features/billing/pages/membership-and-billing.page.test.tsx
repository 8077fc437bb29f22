import { RESUME_NEEDS_CARD_BODY, RESUME_NEEDS_CARD_TITLE } from '@mathwise/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStates, buildSubscription, renderWithProviders } from '../../../testing/render-with-providers';
import { MembershipAndBillingPage } from './membership-and-billing.page';

const learner = {
  id: 9,
  user_id: 'learner-9',
  status: false,
  scheduled_cancellation: false,
  current_subject: 2,
  user: {
    user_id: 'learner-9',
    name: 'Sam Learner',
    nickname: null,
    email: 'sam@example.com',
    picture: null,
    last_login: null,
  },
};

describe('MembershipAndBillingPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells the parent of a paused subscription with no card why, and passes on the refusal to resume', async () => {
    const user = userEvent.setup();
    const subscription = buildSubscription({
      status: 'paused',
      card: null,
      learners: [learner],
      empty_learners: 0,
    });
    const answer = (status: number, body: object) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (init?.method === 'PUT') {
        return Promise.resolve(answer(409, { title: RESUME_NEEDS_CARD_TITLE, body: RESUME_NEEDS_CARD_BODY }));
      }
      return Promise.resolve(
        url.includes('getOneSubscription')
          ? answer(200, subscription)
          : answer(200, { title: 'No invoices', body: 'None yet.' }),
      );
    });
    renderWithProviders(<MembershipAndBillingPage />, {
      auth: authStates.parent(),
      subscription,
      route: '/account/membership-and-billing',
    });
    expect(
      await screen.findByText(/no card is on file, so your students cannot practise/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Resume premium: Sam Learner/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Resume premium' }));
    expect(await screen.findByText(RESUME_NEEDS_CARD_BODY)).toBeInTheDocument();
    expect(screen.queryByText('Server error')).not.toBeInTheDocument();
  });
});
