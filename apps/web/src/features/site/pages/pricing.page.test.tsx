import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStates, renderWithProviders } from '../../../testing/render-with-providers';
import { formatCad, PricingPage } from './pricing.page';

describe('PricingPage', () => {
  it('shows the monthly plan first and the yearly plan with its struck price and saving', async () => {
    renderWithProviders(<PricingPage />, { auth: authStates.anonymous(), route: '/pricing' });
    expect(screen.getByText('30-day free trial')).toBeInTheDocument();
    expect(screen.getByText('$9.99')).toBeInTheDocument();
    expect(screen.queryByText('SAVE 25%')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByText('$89.91')).toBeInTheDocument();
    expect(screen.getByText('$119.88').closest('s')).toHaveStyle({ textDecoration: 'line-through' });
    expect(screen.getByText('SAVE 25%')).toBeInTheDocument();
    expect(screen.getByText('per student, per year')).toBeInTheDocument();
  });

  it('links sign-up and a random demo topic from 1 to 5', () => {
    renderWithProviders(<PricingPage />, { auth: authStates.anonymous(), route: '/pricing' });
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/pre-signup');
    expect(screen.getByRole('link', { name: 'Try live demo' }).getAttribute('href')).toMatch(
      /^\/diagnostic-demo\/[1-5]\/1$/,
    );
  });

  it('formats cents as Canadian dollars', () => {
    expect(formatCad(8991, 'en-CA')).toBe('$89.91');
    expect(formatCad(11988, 'en-CA')).toBe('$119.88');
  });
});
