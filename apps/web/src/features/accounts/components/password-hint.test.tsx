import { PASSWORD_HINT } from '@mathwise/api-contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStates, buildSubscription, renderWithProviders } from '../../../testing/render-with-providers';
import { AddNewLearnerDialog } from '../../learners/components/add-new-learner-dialog.component';
import { PasswordChangeForm } from './password-change-form.component';
import { SignUpForm } from './sign-up-form.component';

// Decision 023: every new-password field states the one rule the contract's schema applies, set of specials included.
describe('the hint under every new-password field', () => {
  it('on sign-up', () => {
    renderWithProviders(<SignUpForm userType="parent" onCheckInbox={() => undefined} />, {
      auth: authStates.anonymous(),
    });
    expect(screen.getByText(PASSWORD_HINT)).toBeInTheDocument();
  });

  it('on a password change', () => {
    renderWithProviders(<PasswordChangeForm userId="user-1" onChanged={() => undefined} />, {
      auth: authStates.parent(),
    });
    expect(screen.getByText(PASSWORD_HINT)).toBeInTheDocument();
  });

  it("on a new learner's account", async () => {
    renderWithProviders(
      <AddNewLearnerDialog
        isOpen
        subscription={buildSubscription()}
        onClose={() => undefined}
        onAdded={() => undefined}
      />,
      { auth: authStates.parent() },
    );
    expect(await screen.findByText(PASSWORD_HINT)).toBeInTheDocument();
  });
});
