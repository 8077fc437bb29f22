import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStates, renderWithProviders } from '../../../testing/render-with-providers';
import { SubscriptionPaymentPage } from './subscription-payment.page';

const renderPage = (route = '/subscription-payment/2/2') =>
  renderWithProviders(<SubscriptionPaymentPage />, {
    auth: authStates.parent(),
    subscription: null,
    route,
    path: '/subscription-payment/:plan/:children',
  });

function answerPromo(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
}

describe('SubscriptionPaymentPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the plan total, 0.00 due today with the trial, and Apply disabled while the code is empty', () => {
    renderPage();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$179.82');
    expect(screen.getByText('Total per year')).toBeInTheDocument();
    expect(screen.getByText('Due today')).toBeInTheDocument();
    expect(screen.getByText(/30-day free trial for new members: \$0\.00 due today/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('applies a promo code: the success notice and the discounted total, rounded once to the cent', async () => {
    const user = userEvent.setup();
    const fetchMock = answerPromo(200, { percent_off: 25 });
    renderPage('/subscription-payment/1/5');
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'MATHWISE25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code successfully applied.')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    // 999 x 5 x 75 % = 3746.25 -> $37.46
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$37.46');
    expect(screen.getByText('Promo code MATHWISE25 (25% off)')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/validatePromoCode',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('refuses a promo code: the failure notice, the field cleared and the Invalid Promo Code helper', async () => {
    const user = userEvent.setup();
    answerPromo(400, { title: 'Failure', body: 'Promo code is not valid, please enter a new code.' });
    renderPage();
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code is not valid, please enter a new code.')).toBeInTheDocument();
    expect(screen.getByText('Failure')).toBeInTheDocument();
    expect(screen.getByText('Invalid Promo Code')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$179.82');
  });

  it("shows the cardholder rules' messages before any call", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Start my membership' }));
    expect(screen.getByText('Full Name is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Full name on card/ }), ' Pat');
    await user.click(screen.getByRole('button', { name: 'Start my membership' }));
    expect(screen.getByText('Can only contain letters and numbers.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
