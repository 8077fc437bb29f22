import { RESTRICTED_ACCESS_BODY, RESTRICTED_ACCESS_TITLE } from '@mathwise/api-contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStates, buildSubscription, renderWithProviders } from '../../testing/render-with-providers';
import { AccessGuard } from './access-guard.component';

const guarded = (
  <AccessGuard>
    <p>Protected content</p>
  </AccessGuard>
);

describe('AccessGuard', () => {
  it('shows a spinner while auth is loading', () => {
    renderWithProviders(guarded, { auth: authStates.loading(), route: '/my-students', path: '/my-students' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  });

  it("shows the spec's Restricted access message and a login button to an anonymous visitor", () => {
    renderWithProviders(guarded, {
      auth: authStates.anonymous(),
      route: '/my-students',
      path: '/my-students',
    });
    expect(screen.getByRole('heading', { name: RESTRICTED_ACCESS_TITLE })).toBeInTheDocument();
    expect(screen.getByText(RESTRICTED_ACCESS_BODY('Mathwise'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/action-page/login');
  });

  it('redirects an unverified user to /email-verification', () => {
    renderWithProviders(guarded, {
      auth: authStates.unverified(),
      route: '/my-students',
      path: '/my-students',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/email-verification');
  });

  it('redirects a learner without a subscription to /ask-parent', () => {
    renderWithProviders(guarded, {
      auth: authStates.learner(),
      subscription: null,
      route: '/my-practice',
      path: '/my-practice',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/ask-parent');
  });

  it('renders the page for a subscribed parent', () => {
    renderWithProviders(guarded, {
      auth: authStates.parent(),
      subscription: buildSubscription(),
      route: '/my-students',
      path: '/my-students',
    });
    expect(screen.getByText('Protected content')).toBeInTheDocument();
  });
});
