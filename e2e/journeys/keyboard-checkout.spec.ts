import { baseURL, expect, findVerificationLink, test } from '../support/fixtures';
import { expectVisibleFocus, pressAndExpectFocus, tabTo } from '../support/keyboard';

test('a new parent chooses a plan and pays with the sandbox card by keyboard alone, with focus visible', async ({
  page,
  waitForMail,
}) => {
  // A parent of its own: the stored parentWithoutSubscription state must stay unsubscribed for the other journeys.
  // Base 36: the server refuses any billing body with a 13-digit run (it looks like a card number), e-mails included.
  const email = `keyboard-checkout-${Date.now().toString(36)}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Kai Keyboard', email, password: 'Keyboard!2026', userType: 'parent' },
    headers: { origin: baseURL },
  });
  expect(signUp.ok()).toBe(true);
  const verified = await page.request.get(findVerificationLink(await waitForMail(email)), {
    maxRedirects: 0,
  });
  expect(verified.status()).toBe(302);
  const main = page.getByRole('main');

  await page.goto('/plan-selection');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  await pressAndExpectFocus(page, 'Tab', page.getByRole('link', { name: 'Skip to main content' }));
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();

  // The billing period is a radio group: Tab enters at the chosen plan, arrow keys change it.
  await pressAndExpectFocus(page, 'Tab', main.getByRole('radio', { name: 'Yearly' }));
  await pressAndExpectFocus(page, 'ArrowLeft', main.getByRole('radio', { name: 'Monthly' }));
  await expect(main.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  const count = main.getByRole('textbox', { name: 'Number of students' });
  await pressAndExpectFocus(page, 'Tab', count);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2');
  await expect(main.getByText('$19.98 per month')).toBeVisible();
  await tabTo(page, main.getByRole('link', { name: 'Continue to payment' }), { maxPresses: 3 });
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/subscription-payment\/1\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(main).toBeFocused();
  await expect(page.getByTestId('checkout-total')).toHaveText('$19.98');

  // The form's own messages first: Enter on an empty form.
  const fullName = main.getByRole('textbox', { name: 'Full name on card' });
  const cardNumber = main.getByRole('textbox', { name: 'Card number' });
  const submit = main.getByRole('button', { name: 'Start my membership' });
  await pressAndExpectFocus(page, 'Tab', fullName);
  await page.keyboard.press('Enter');
  await expect(main.getByText('Full Name is required')).toBeVisible();
  await expectVisibleFocus(page, fullName);
  await page.keyboard.type('Kai Keyboard');

  // A declined sandbox card: the alert shows, and focus is still on the form to correct it.
  await pressAndExpectFocus(page, 'Tab', cardNumber);
  await page.keyboard.type('4000 0000 0000 0002');
  await pressAndExpectFocus(page, 'Tab', main.getByRole('textbox', { name: 'Expiry (MM/YY)' }));
  await page.keyboard.type('12/30');
  await pressAndExpectFocus(page, 'Tab', main.getByRole('textbox', { name: 'CVV' }));
  await page.keyboard.type('123');
  await pressAndExpectFocus(page, 'Tab', main.getByRole('textbox', { name: 'Postal code' }));
  await page.keyboard.type('M5V 2T6');
  await pressAndExpectFocus(page, 'Tab', submit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Payment Validation Failed' })).toBeVisible();
  await expect(submit).toBeEnabled();
  await expectVisibleFocus(page, submit);

  // A promo code, applied with Enter in its field (it sits after the form in the order summary).
  const promo = main.getByRole('textbox', { name: 'Promo code' });
  await pressAndExpectFocus(page, 'Tab', promo);
  await page.keyboard.type('mathwise25');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Promo code successfully applied.')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('$14.99');
  await expectVisibleFocus(page, promo);

  // The sandbox Mastercard, typed over the declined number, and Enter in the field pays. (Not the Visa: the billing
  // journey's family takes that card's one free trial, decision 022.)
  await tabTo(page, cardNumber, { key: 'Shift+Tab', maxPresses: 8 });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('5105 1051 0510 5100');
  await page.keyboard.press('Enter');

  // The subscription is active: My Students offers the two memberships, and focus starts the new page.
  await expect(page).toHaveURL(/\/my-students$/);
  await expect(page.getByRole('heading', { name: 'Add your first student' })).toBeVisible();
  await expect(page.getByText('2 memberships ready', { exact: false })).toBeVisible();
  await expect(main).toBeFocused();
  await tabTo(page, main.getByRole('link', { name: 'Create a new student' }), { maxPresses: 5 });
});
