import { IMAGE_TOO_LARGE, PROFILE_IMAGE_FORMAT } from '@mathwise/api-contract';
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
