import type { APIRequestContext } from '@playwright/test';
import type { CapturedMail } from '../support/mail-capture';
import { baseURL, expect, findVerificationLink, test } from '../support/fixtures';

/** A verified parent signed in on `request` (a page's request signs its page in too). */
async function signUpParent(
  request: APIRequestContext,
  waitForMail: (address: string) => Promise<CapturedMail>,
  label: string,
): Promise<string> {
  // Base 36: the billing calls refuse any 13-digit run (it looks like a card number), e-mails included.
  const email = `trial-card-${label}-${Date.now().toString(36)}@example.com`;
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Tam Trial', email, password: 'TrialCard!2026', userType: 'parent' },
    headers: { origin: baseURL },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const verified = await request.get(findVerificationLink(await waitForMail(email)), { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  return email;
}

test("a card whose free trial another account took is refused with nothing charged, and the parent's own card starts the trial", async ({
  page,
  browser,
  waitForMail,
}) => {
  // Another family checks out first with the sandbox's Discover test card (the nonce its form sends for that card).
  const otherContext = await browser.newContext({ baseURL });
  const otherEmail = await signUpParent(otherContext.request, waitForMail, 'first');
  const first = await otherContext.request.post('/api/createNewSubscription', {
    data: {
      number_of_children: 1,
      subscription_plan: 2,
      nonce: 'cnon:card-nonce-ok:discover',
      postalCode: 'M5V 3L9',
      full_name: 'Tam Trial',
      email: otherEmail,
      reference_number: 515151,
    },
    headers: { origin: baseURL },
  });
  expect(first.ok(), await first.text()).toBe(true);
  await otherContext.close();

  // A new parent types the same Discover card on the payment page.
  await signUpParent(page.request, waitForMail, 'second');
  await page.goto('/subscription-payment/2/1');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await main.getByRole('textbox', { name: 'Full name on card' }).fill('Tam Trial');
  await main.getByRole('textbox', { name: 'Card number' }).fill('6011 0000 0000 0004');
  await main.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await main.getByRole('textbox', { name: 'CVV' }).fill('123');
  await main.getByRole('textbox', { name: 'Postal code' }).fill('M5V 2T6');
  const submit = main.getByRole('button', { name: 'Start my membership' });
  await submit.click();
  const alert = page.getByRole('alert').filter({ hasText: 'Free trial already used' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('This card has already been used for a free trial');
  await expect(alert).toContainText('Nothing was charged.');
  await expect(submit).toBeEnabled();
  await expect(page).toHaveURL(/\/subscription-payment\/2\/1$/);

  // Their own card (the sandbox JCB) starts their trial: nothing is due today.
  await main.getByRole('textbox', { name: 'Card number' }).fill('3569 9900 1009 5841');
  await submit.click();
  await expect(page).toHaveURL(/\/my-students$/);
  await page.goto('/account/billing-history');
  await expect(page.getByRole('row').filter({ hasText: '$0.00' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: '$89.91' })).toHaveCount(0);
});
