import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStates, buildSubscription, renderWithProviders } from '../../../testing/render-with-providers';
import { SignUpPage } from './sign-up.page';

const PATH = '/sign-up/:userType';

describe('SignUpPage', () => {
  it("validates with the shared schema's exact messages", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage />, {
      auth: authStates.anonymous(),
      route: '/sign-up/parent',
      path: PATH,
    });
    expect(screen.getByRole('heading', { name: 'Create your parent account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    // The messages show under their fields; focus goes to the first field in error so it is read out.
    expect(screen.getByLabelText(/Full name/)).toHaveFocus();

    await user.type(screen.getByLabelText(/Full name/), 'A');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Minimum length must be 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid Email Format')).toBeInTheDocument();
    expect(screen.getByText('Lowercase, uppercase, and numbers')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveFocus();

    // With the name fixed, the next failed submit takes focus to the e-mail field.
    await user.type(screen.getByLabelText(/Full name/), 'da');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });

  it('labels every field and links to login', () => {
    renderWithProviders(<SignUpPage />, {
      auth: authStates.anonymous(),
      route: '/sign-up/learner',
      path: PATH,
    });
    expect(screen.getByRole('heading', { name: 'Create your student account' })).toBeInTheDocument();
    expect(screen.getByText(/your parent adds your account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/action-page/login');
  });

  it('sends a subscribed learner to /my-practice', () => {
    renderWithProviders(<SignUpPage />, {
      auth: authStates.learner(),
      subscription: buildSubscription(),
      route: '/sign-up/learner',
      path: PATH,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/my-practice');
  });

  it('tells a learner without a subscription that the parent must add the account', () => {
    renderWithProviders(<SignUpPage />, {
      auth: authStates.learner(),
      subscription: null,
      route: '/sign-up/learner',
      path: PATH,
    });
    expect(
      screen.getByRole('heading', { name: 'Your parent needs to add your account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parent login' })).toHaveAttribute('href', '/action-page/logout');
    expect(screen.getByRole('link', { name: 'Create a parent account' })).toHaveAttribute(
      'href',
      '/action-page/logout?next=parent-sign-up',
    );
  });

  it('sends a signed-in parent to /onboarding', () => {
    renderWithProviders(<SignUpPage />, {
      auth: authStates.parent(),
      subscription: null,
      route: '/sign-up/parent',
      path: PATH,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/onboarding');
  });
});

describe('SignUpPage screen hint', () => {
  it('sends a login screen hint to the login screen', () => {
    renderWithProviders(<SignUpPage />, {
      auth: authStates.anonymous(),
      route: '/sign-up/parent?screen_hint=login',
      path: PATH,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/action-page/login');
  });

  it('sends an unknown user type back to the choice screen', () => {
    renderWithProviders(<SignUpPage />, {
      auth: authStates.anonymous(),
      route: '/sign-up/admin',
      path: PATH,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/pre-signup');
  });
});
