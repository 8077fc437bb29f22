import { IMAGE_TOO_LARGE, PROFILE_IMAGE_FORMAT, WEEKLY_GOAL_RANGE_MESSAGE } from '@mathwise/api-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStates, buildSubscription, renderWithProviders } from '../../../testing/render-with-providers';
import { describeRejection } from '../components/profile-image-upload.component';
import { AccountSettingsPage } from './account-settings.page';

// Whether the account signs in with a password (better-auth's list-accounts), decided per test.
const signIn = vi.hoisted(() => ({ hasPassword: true }));
vi.mock('../api/use-has-password-sign-in.query', () => ({
  useHasPasswordSignIn: () => ({ isPending: false, data: signIn.hasPassword }),
}));

const renderPage = (auth = authStates.parent(), route = '/account/settings') =>
  renderWithProviders(<AccountSettingsPage />, {
    auth,
    subscription: buildSubscription({ current_subject: 2 }),
    route,
    path: '/account/settings/:tab?',
  });

describe('AccountSettingsPage', () => {
  beforeEach(() => {
    signIn.hasPassword = true;
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify([{ id: 2, name: 'Grade 7' }]), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it("gives a parent their account, password, notifications and students, with the spec's name message before any call", async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Weekly report/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Newsletter/ })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Manage students' })).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalledWith(
      '/api/accountSettings/update-account/',
      expect.anything(),
    );
  });

  it('locks the e-mail and hides the password change of a social-login account', () => {
    signIn.hasPassword = false;
    renderPage();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it("gives a parent their learner's settings: the e-mail hint about the learner, and the weekly goal saved", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.mocked(globalThis.fetch);
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        new Response(
          JSON.stringify(
            (input instanceof Request ? input.url : String(input)).endsWith('/habit')
              ? { weekly_goal_rounds: 3, time_zone: 'America/Toronto' }
              : [{ id: 2, name: 'Grade 7' }],
          ),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
      ),
    );
    const learnerUser = {
      user_id: 'learner-9',
      name: 'Sam Learner',
      nickname: null,
      email: 'sam@example.com',
      picture: null,
      last_login: null,
    };
    renderWithProviders(<AccountSettingsPage />, {
      auth: authStates.parent(),
      subscription: buildSubscription({
        learners: [
          {
            id: 9,
            user_id: 'learner-9',
            status: true,
            scheduled_cancellation: false,
            current_subject: 2,
            user: learnerUser,
          },
        ],
      }),
      route: '/account/settings/learner-9',
      path: '/account/settings/:tab?',
    });
    expect(screen.getByText(/once it is confirmed, Sam Learner signs in with it/)).toBeInTheDocument();
    expect(screen.queryByText(/Changing your email signs you out/)).not.toBeInTheDocument();
    const goal = await screen.findByRole('textbox', { name: 'Rounds per week' });
    expect(goal).toHaveValue('3');
    await user.clear(goal);
    await user.type(goal, '30');
    await user.click(screen.getByRole('button', { name: 'Save weekly goal' }));
    expect(screen.getByText(WEEKLY_GOAL_RANGE_MESSAGE)).toBeInTheDocument();
    await user.clear(goal);
    await user.type(goal, '5');
    await user.click(screen.getByRole('button', { name: 'Save weekly goal' }));
    await screen.findByText('Weekly goal saved');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/students/learner-9/habit',
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ weekly_goal_rounds: 5, time_zone: 'America/Toronto' }),
      }),
    );
  });

  it('shows a learner their grade and no parent-only sections', () => {
    renderPage(authStates.learner());
    expect(screen.getByRole('combobox', { name: 'Grade' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Email notifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Manage students' })).not.toBeInTheDocument();
  });
});

describe('describeRejection', () => {
  const file = Object.assign(new File(['x'], 'x.bmp', { type: 'image/bmp' }), {
    path: 'x.bmp',
    relativePath: 'x.bmp',
  });
  it("gives the spec's size message first, then the format message", () => {
    expect(
      describeRejection({
        file,
        errors: [
          { code: 'file-invalid-type', message: '' },
          { code: 'file-too-large', message: '' },
        ],
      }),
    ).toBe(IMAGE_TOO_LARGE);
    expect(describeRejection({ file, errors: [{ code: 'file-invalid-type', message: '' }] })).toBe(
      PROFILE_IMAGE_FORMAT,
    );
  });
});
