import type { PaymentConfig } from '@mathwise/api-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStates, buildSubscription, renderWithProviders } from '../../../testing/render-with-providers';
import { SubscriptionPaymentPage } from '../pages/subscription-payment.page';
import type { SquareCard, SquareGlobal, SquareTokenResult } from '../square-web-payments';

const squareConfig: PaymentConfig = {
  provider: 'square',
  applicationId: 'sandbox-sq0idb-app',
  locationId: 'LOCATION_1',
  environment: 'sandbox',
};

type SquareWindow = Window & { Square?: SquareGlobal };
interface HappyDomSettingsWindow {
  happyDOM?: { settings: { disableJavaScriptFileLoading: boolean } };
}

/**
 * Square's browser SDK as documented (Square.payments(appId, locationId).card() -> attach / tokenize / destroy),
 * answering `result` on tokenize. The real script comes from Square's CDN, which tests cannot reach.
 */
function installFakeSquare(result: SquareTokenResult) {
  const calls = { payments: [] as string[][], attachedTo: [] as HTMLElement[], destroyed: 0 };
  const square: SquareGlobal = {
    payments(applicationId, locationId) {
      calls.payments.push([applicationId, locationId]);
      return {
        card: () =>
          Promise.resolve({
            attach: (target: string | HTMLElement) => {
              if (typeof target !== 'string') {
                // Square draws an iframe here; a marker is enough (happy-dom does not load frames).
                const fields = document.createElement('div');
                fields.dataset.fakeSquareCard = applicationId;
                target.append(fields);
                calls.attachedTo.push(target);
              }
              return Promise.resolve();
            },
            tokenize: () => Promise.resolve(result),
            destroy: () => {
              calls.destroyed += 1;
              return Promise.resolve(true);
            },
          }),
      };
    },
  };
  (window as SquareWindow).Square = square;
  return calls;
}

const renderPayment = () =>
  renderWithProviders(<SubscriptionPaymentPage />, {
    auth: authStates.parent(),
    subscription: null,
    paymentConfig: squareConfig,
    route: '/subscription-payment/2/1',
    path: '/subscription-payment/:plan/:children',
  });

describe('PaymentCardFields with the Square provider', () => {
  afterEach(() => {
    delete (window as SquareWindow).Square;
    document.head.querySelectorAll('script[src*="squarecdn"]').forEach((script) => script.remove());
    vi.restoreAllMocks();
  });

  it("attaches Square's card fields and sends only Square's token and the card's public details", async () => {
    const user = userEvent.setup();
    const calls = installFakeSquare({
      status: 'OK',
      token: 'cnon:card-nonce-ok',
      details: {
        card: { brand: 'VISA', last4: '1111', expMonth: 12, expYear: 2030 },
        billing: { postalCode: 'M5V 2T6' },
      },
    });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify(buildSubscription()), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    renderPayment();
    expect(await screen.findByText(/typed into Square's secure form/)).toBeInTheDocument();
    expect(calls.payments).toEqual([['sandbox-sq0idb-app', 'LOCATION_1']]);
    expect(calls.attachedTo[0]).toBe(screen.getByTestId('square-card-container'));
    expect(screen.queryByText('Test mode: sandbox payments')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Full name on card/ }), 'Pat Parent');
    await user.click(screen.getByRole('button', { name: 'Start my membership' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-students'));
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/createNewSubscription');
    // requestApi always sends a JSON string.
    expect(JSON.parse(init?.body as string)).toMatchObject({
      nonce: 'cnon:card-nonce-ok',
      last4: '1111',
      exp_month: 12,
      exp_year: 2030,
      postalCode: 'M5V 2T6',
      full_name: 'Pat Parent',
    });
  });

  it('destroys the card Square creates after the page has gone, so no card fields are left behind', async () => {
    const pendingCard: { resolve?: (card: SquareCard) => void } = {};
    let destroyed = 0;
    let attached = 0;
    (window as SquareWindow).Square = {
      payments: () => ({
        card: () =>
          new Promise<SquareCard>((resolve) => {
            pendingCard.resolve = resolve;
          }),
      }),
    };
    const { unmount } = renderPayment();
    await waitFor(() => expect(pendingCard.resolve).toBeDefined());
    unmount();
    pendingCard.resolve?.({
      attach: () => {
        attached += 1;
        return Promise.resolve();
      },
      tokenize: () => Promise.resolve({ status: 'OK', token: 'unused' }),
      destroy: () => {
        destroyed += 1;
        return Promise.resolve(true);
      },
    });
    await waitFor(() => expect(destroyed).toBe(1));
    expect(attached).toBe(0);
  });

  it('sends nothing when Square refuses the card, logs it and lets the parent try again', async () => {
    const user = userEvent.setup();
    installFakeSquare({ status: 'Invalid', errors: [{ field: 'cardNumber', type: 'VALIDATION_ERROR' }] });
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPayment();
    await screen.findByText(/typed into Square's secure form/);
    await user.type(screen.getByRole('textbox', { name: /Full name on card/ }), 'Pat Parent');
    await user.click(screen.getByRole('button', { name: 'Start my membership' }));
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Square could not tokenise the card', 'Invalid', [
        { field: 'cardNumber', type: 'VALIDATION_ERROR' },
      ]),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start my membership' })).toBeEnabled();
  });

  it("loads Square's sandbox script, and shows a clear error when it cannot load, offering to try again", async () => {
    const settings = (window as unknown as HappyDomSettingsWindow).happyDOM?.settings;
    if (!settings) throw new Error('These tests run in happy-dom');
    // happy-dom then fails the script's load (an error event) instead of reaching for the network.
    settings.disableJavaScriptFileLoading = true;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const appendToHead = vi.spyOn(document.head, 'appendChild');
    try {
      renderPayment();
      expect(appendToHead.mock.calls.map(([node]) => (node as HTMLScriptElement).src)).toContain(
        'https://sandbox.web.squarecdn.com/v1/square.js',
      );
      expect(screen.getByRole('status')).toHaveTextContent('Loading the secure card form…');
      expect(screen.getByRole('button', { name: 'Start my membership' })).toBeDisabled();
      expect(await screen.findByText('The card form could not be loaded')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Start my membership' })).toBeEnabled();
      expect(consoleError).toHaveBeenCalledWith(
        "Square's card fields could not be loaded",
        expect.any(Error),
      );
      // The failed script tag is gone, so trying again loads square.js afresh.
      expect(document.head.querySelector('script[src*="squarecdn"]')).toBeNull();
    } finally {
      settings.disableJavaScriptFileLoading = false;
    }
  });
});
