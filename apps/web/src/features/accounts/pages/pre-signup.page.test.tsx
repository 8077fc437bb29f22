import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStates, renderWithProviders } from '../../../testing/render-with-providers';
import { PreSignupPage } from './pre-signup.page';

describe('PreSignupPage', () => {
  it('offers parent and student sign-up and a login link', () => {
    renderWithProviders(<PreSignupPage />, {
      auth: authStates.anonymous(),
      route: '/pre-signup',
      path: '/pre-signup/:autoLogin?',
    });
    expect(screen.getByRole('link', { name: 'Sign up as a parent' })).toHaveAttribute(
      'href',
      '/sign-up/parent?screen_hint=signup',
    );
    expect(screen.getByRole('link', { name: 'Sign up as a student' })).toHaveAttribute(
      'href',
      '/sign-up/learner?screen_hint=signup',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/action-page/login');
  });

  it('ignores an auto_login provider the server has not configured', () => {
    renderWithProviders(<PreSignupPage />, {
      auth: authStates.anonymous(),
      authProviders: [],
      route: '/pre-signup/google',
      path: '/pre-signup/:autoLogin?',
    });
    expect(screen.getByRole('heading', { name: 'Join Mathwise' })).toBeInTheDocument();
  });

  it('sends a signed-in user to /onboarding', () => {
    renderWithProviders(<PreSignupPage />, {
      auth: authStates.teacher(),
      route: '/pre-signup',
      path: '/pre-signup/:autoLogin?',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/onboarding');
  });
});
