import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStates, buildSubscription, renderWithProviders } from '../../../testing/render-with-providers';
import { ActionPage } from './action.page';

const PATH = '/action-page/:action?';

describe('ActionPage', () => {
  it('shows the login form with a sign-up link and the configured social buttons', () => {
    renderWithProviders(<ActionPage />, {
      auth: authStates.anonymous(),
      authProviders: ['google', 'oidc'],
      route: '/action-page/login',
      path: PATH,
    });
    expect(screen.getByRole('heading', { name: 'Log in to Mathwise' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Password/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/pre-signup');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with single sign-on' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });

  it("prevents sign-up when the URL contains 'Unsupported'", () => {
    renderWithProviders(<ActionPage />, {
      auth: authStates.anonymous(),
      route: '/action-page/Unsupported',
      path: PATH,
    });
    expect(screen.getByRole('heading', { name: 'Log in to Mathwise' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('shows the error a social provider sent back', () => {
    renderWithProviders(<ActionPage />, {
      auth: authStates.anonymous(),
      route: '/action-page/login?error=access_denied',
      path: PATH,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The sign-in provider reported: access_denied');
  });

  it('says the address is verified when a verification link was opened outside the sign-up browser', () => {
    renderWithProviders(<ActionPage />, {
      auth: authStates.anonymous(),
      route: '/action-page/login?email_verified=true',
      path: PATH,
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your e-mail address is verified. Log in to continue.',
    );
    expect(screen.getByRole('heading', { name: 'Log in to Mathwise' })).toBeInTheDocument();
  });

  it.each([
    ['a subscribed parent', authStates.parent(), buildSubscription(), '/my-students'],
    ['a parent with none', authStates.parent(), null, '/plan-selection'],
    ['a subscribed learner', authStates.learner(), buildSubscription(), '/my-practice'],
    ['a learner with none', authStates.learner(), null, '/ask-parent'],
    ['a teacher', authStates.teacher(), null, '/admin-portal/questions'],
  ])('routes %s to %s', (_label, auth, subscription, destination) => {
    renderWithProviders(<ActionPage />, { auth, subscription, route: '/action-page', path: PATH });
    expect(screen.getByTestId('location')).toHaveTextContent(destination);
  });

  it('sends a signed-in user away from the login form', () => {
    renderWithProviders(<ActionPage />, {
      auth: authStates.parent(),
      subscription: buildSubscription(),
      route: '/action-page/login',
      path: PATH,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/my-students');
  });
});
