import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authStates,
  buildLearnerSkill,
  buildSubscription,
  renderWithProviders,
} from '../../../testing/render-with-providers';
import { PracticeSessionPage } from './practice-session.page';

describe('PracticeSessionPage while the subscription is paused', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says practice is on hold instead of loading a question forever, and Logout leaves without a second question', async () => {
    const user = userEvent.setup();
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        requested.push(url);
        return Promise.resolve(
          url.startsWith('/api/getPracticeSkills/')
            ? new Response(JSON.stringify({ skills: [buildLearnerSkill()] }), { status: 200 })
            : new Response(JSON.stringify({ title: 'Not found', body: url }), { status: 404 }),
        );
      }),
    );
    renderWithProviders(<PracticeSessionPage />, {
      auth: authStates.learner(),
      subscription: buildSubscription({ user_type: 'learner', status: 'paused' }),
      route: '/practice/1/1',
      path: '/practice/:topicId/:skillId?',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Subscription paused' });
    // Behind the dialog: what is true, not a spinner that never ends; and no question was asked for.
    expect(
      await screen.findByText('Practice is on hold while the subscription is paused.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(requested.some((url) => url.includes('getPracticeQuestion'))).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(screen.queryByRole('dialog', { name: 'Leave now?' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/action-page/logout');
  });
});
