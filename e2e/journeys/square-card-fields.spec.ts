import type { Page } from '@playwright/test';
import { expect, findVerificationLink, test } from '../support/fixtures';
import {
  SQUARE_APPLICATION_ID,
  SQUARE_LOCATION_ID,
  startSquareAppServer,
} from '../support/square-app-server';

const SQUARE_SCRIPT_URL = 'https://sandbox.web.squarecdn.com/v1/square.js';

/**
 * Stands in for Square's square.js (Square's CDN cannot be reached here), with the documented browser shape:
 * `Square.payments(appId, locationId)` -> `payments.card()` -> `card.attach(target)` / `card.tokenize()` /
 * `card.destroy()`. Like the real one it draws the fields in an iframe and answers a Sandbox token; it also
 * records its calls so the journey can check what the page asked of it.
 */
const FAKE_SQUARE_JS = `
window.squareCalls = [];
window.Square = {
  payments(applicationId, locationId) {
    window.squareCalls.push(['payments', applicationId, locationId]);
    return {
      async card() {
        let frame = null;
        return {
          async attach(target) {
            const element = typeof target === 'string' ? document.querySelector(target) : target;
            frame = document.createElement('iframe');
            frame.title = 'Secure card payment input frame';
            frame.setAttribute('data-fake-square', 'card');
            frame.style.height = '48px';
            frame.style.width = '100%';
            frame.style.border = '1px solid #ccc';
            element.appendChild(frame);
            window.squareCalls.push(['attach']);
          },
          async tokenize() {
            window.squareCalls.push(['tokenize']);
            return {
              status: 'OK',
              token: 'cnon:card-nonce-ok',
              details: {
                method: 'Card',
                card: { brand: 'VISA', last4: '1111', expMonth: 12, expYear: 2030 },
                billing: { postalCode: 'M5V 2T6' },
              },
            };
          },
          async destroy() {
            frame?.remove();
            return true;
          },
        };
      },
    };
  },
};
`;

const serveFakeSquareJs = (page: Page) =>
  page.route(SQUARE_SCRIPT_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_SQUARE_JS }),
  );

let squareApp: Awaited<ReturnType<typeof startSquareAppServer>>;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  squareApp = await startSquareAppServer();
});
test.afterAll(async () => {
  await squareApp?.stop();
});

test('with the Square provider, the parent pays and changes the card through Square’s card fields', async ({
  page,
  waitForMail,
}) => {
  test.setTimeout(120_000);
  const { baseURL } = squareApp;
  const parentEmail = `square-parent-${Date.now().toString(36)}@example.com`;
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });

  // A verified parent on the Square server; the page's context keeps the session cookie.
  const signUp = await page.request.post(`${baseURL}/api/auth/sign-up/email`, {
    data: { name: 'Quinn Square', email: parentEmail, password: 'Square!Pass1', userType: 'parent' },
    headers: { origin: baseURL },
  });
  expect(signUp.ok()).toBe(true);
  const verified = await page.request.get(findVerificationLink(await waitForMail(parentEmail)), {
    maxRedirects: 0,
  });
  expect(verified.status()).toBe(302);

  // The server names Square and its public ids, never a secret.
  const config = await page.request.get(`${baseURL}/api/payment/config`);
  expect(await config.json()).toEqual({
    provider: 'square',
    applicationId: SQUARE_APPLICATION_ID,
    locationId: SQUARE_LOCATION_ID,
    environment: 'sandbox',
  });

  // Square's script cannot load: a clear error; once it can, "Try again" shows the fields.
  await page.route(SQUARE_SCRIPT_URL, (route) => route.abort('connectionrefused'));
  const paymentPage = await page.goto(`${baseURL}/subscription-payment/2/1`);
  const csp = (await paymentPage?.allHeaders())?.['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src [^;]*https:\/\/sandbox\.web\.squarecdn\.com/);
  expect(csp).toMatch(/frame-src [^;]*https:\/\/sandbox\.web\.squarecdn\.com/);
  expect(csp).toMatch(/connect-src [^;]*https:\/\/pci-connect\.squareupsandbox\.com/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The card form could not be loaded' }),
  ).toBeVisible();
  await page.unroute(SQUARE_SCRIPT_URL);
  await serveFakeSquareJs(page);
  await page.getByRole('button', { name: 'Try again' }).click();

  // Square's fields are in place (its iframe), and the sandbox's own card form is not.
  await expect(
    page.getByText("Card details are typed into Square's secure form", { exact: false }),
  ).toBeVisible();
  await expect(page.locator('iframe[data-fake-square]')).toHaveCount(1);
  await expect(page.getByText('Test mode: sandbox payments')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  expect(
    await page.evaluate(() => (globalThis as unknown as { squareCalls: unknown[] }).squareCalls),
  ).toEqual([['payments', SQUARE_APPLICATION_ID, SQUARE_LOCATION_ID], ['attach']]);

  // Pay: the browser sends Square's nonce, and the server stores the card at (the stand-in for) Square.
  await page.getByRole('textbox', { name: 'Full name on card' }).fill('Quinn Square');
  const checkout = page.waitForRequest(`${baseURL}/api/createNewSubscription`);
  await page.getByRole('button', { name: 'Start my membership' }).click();
  const body = (await checkout).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ nonce: 'cnon:card-nonce-ok', last4: '1111', exp_month: 12, exp_year: 2030 });
  await expect(page).toHaveURL(/\/my-students$/);
  const storedCards = squareApp.squareApi.requests.filter((request) => request.path === '/v2/cards');
  expect(storedCards).toHaveLength(1);
  expect(storedCards[0]?.body).toMatchObject({ source_id: 'cnon:card-nonce-ok' });
  // A trial: the card is kept for the first charge, nothing is paid today.
  expect(squareApp.squareApi.requests.filter((request) => request.path === '/v2/payments')).toHaveLength(0);

  // Membership and billing shows the card Square stored; the card dialog uses Square's fields too.
  await page.goto(`${baseURL}/account/membership-and-billing`);
  await expect(page.getByTestId('card-on-file')).toContainText('ending in 5100');
  await page.getByRole('button', { name: 'Edit payment method' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Edit payment method' });
  await expect(cardDialog.locator('iframe[data-fake-square]')).toHaveCount(1);
  await cardDialog.getByRole('textbox', { name: 'Name on card' }).fill('Quinn Square');
  await cardDialog.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Your card was successfully updated.')).toBeVisible();
  await expect(cardDialog).toBeHidden();
  expect(squareApp.squareApi.requests.filter((request) => request.path === '/v2/cards')).toHaveLength(2);
  expect(squareApp.squareApi.requests.some((request) => request.path.endsWith('/disable'))).toBe(true);

  expect(cspViolations).toEqual([]);
});
