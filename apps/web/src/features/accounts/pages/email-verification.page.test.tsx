import { VERIFICATION_EMAIL_SENT } from '@mathwise/api-contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createEagerI18n } from '../../../lib/i18n';
import { authStates, buildSubscription, renderWithProviders } from '../../../testing/render-with-providers';
import { EmailVerificationPage } from './email-verification.page';

const PATH = '/email-verification';

describe('EmailVerificationPage', () => {
  it('shows the verify screen with a resend action to an unverified user', () => {
    renderWithProviders(<EmailVerificationPage />, {
      auth: authStates.unverified(),
      route: PATH,
      path: PATH,
    });
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText(/pat@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
  });

  it('says why when a verification link with a wrong or expired token led back here', () => {
    renderWithProviders(<EmailVerificationPage />, {
      auth: authStates.unverified(),
      route: `${PATH}?error=TOKEN_EXPIRED`,
      path: PATH,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The verification link is invalid or has expired.');
  });

  it('sends a verified user, or no user, to /plan-selection', () => {
    renderWithProviders(<EmailVerificationPage />, {
      auth: authStates.parent(),
      subscription: buildSubscription(),
      route: PATH,
      path: PATH,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/plan-selection');
  });

  it('uses the spec text for the success alert', () => {
    expect(createEagerI18n().t('emailVerification.sent', { ns: 'accounts' })).toBe(VERIFICATION_EMAIL_SENT);
  });
});
