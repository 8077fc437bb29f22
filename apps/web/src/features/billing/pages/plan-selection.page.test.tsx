import { MAX_LEARNERS_EXCEEDED } from '@mathwise/api-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStates, renderWithProviders } from '../../../testing/render-with-providers';
import { PlanSelectionPage } from './plan-selection.page';

const renderPage = (route = '/plan-selection') =>
  renderWithProviders(<PlanSelectionPage />, {
    auth: authStates.parent(),
    subscription: null,
    route,
    path: '/plan-selection/:plan?/:children?',
  });

describe('PlanSelectionPage', () => {
  it('defaults to the yearly plan for one student with the struck price and SAVE 25%', () => {
    renderPage();
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(screen.getByLabelText(/Number of students/)).toHaveValue('1');
    expect(screen.getByText('$89.91')).toBeInTheDocument();
    // Mantine's Text resets text-decoration, so the strike is set on the element itself.
    expect(screen.getByText('$119.88')).toHaveStyle({ textDecoration: 'line-through' });
    expect(screen.getByText('SAVE 25%')).toBeInTheDocument();
    expect(screen.getByText('Total: $89.91 per year')).toBeInTheDocument();
    expect(screen.getByText(/30-day free trial: \$0\.00 due today/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute(
      'href',
      '/subscription-payment/2/1',
    );
  });

  it('switches to monthly pricing and totals per student in cents', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    const input = screen.getByLabelText(/Number of students/);
    await user.clear(input);
    await user.type(input, '3');
    expect(screen.getByText('$9.99 per student per month')).toBeInTheDocument();
    expect(screen.getByText('Total: $29.97 per month')).toBeInTheDocument();
    expect(screen.queryByText('SAVE 25%')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute(
      'href',
      '/subscription-payment/1/3',
    );
  });

  it("shows the spec's message above 50 students and blocks Continue", async () => {
    const user = userEvent.setup();
    renderPage();
    const input = screen.getByLabelText(/Number of students/);
    await user.clear(input);
    await user.type(input, '51');
    expect(screen.getByText(MAX_LEARNERS_EXCEEDED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });

  it('starts from the plan and student count in the URL', () => {
    renderPage('/plan-selection/1/4');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByText('Total: $39.96 per month')).toBeInTheDocument();
  });
});
