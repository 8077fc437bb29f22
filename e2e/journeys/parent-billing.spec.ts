import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL, expect, findVerificationLink, test } from '../support/fixtures';

/** DD/MM/YYYY in the browser's (and this runner's) time zone, as invoices show dates (spec 2 §2). */
function formatDayMonthYear(date: Date): string {
  const day = String(date.getDate()).padStart(2, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${day}/${month}/${date.getFullYear()}`;
}

/** YYYY-MM-DD, the app's date everywhere but on invoices (docs/ARCHITECTURE.md, "Dates"). */
function formatYearMonthDay(date: Date): string {
  const day = String(date.getDate()).padStart(2, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A learner who signed up on their own and verified the e-mail: the account a parent connects. */
async function createVerifiedLearner(
  request: APIRequestContext,
  waitForMail: (address: string) => Promise<Parameters<typeof findVerificationLink>[0]>,
  email: string,
) {
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Sam Existing', email, password: 'Existing!2026', userType: 'learner' },
    headers: { origin: baseURL },
  });
  expect(signUp.ok()).toBe(true);
  const verified = await request.get(findVerificationLink(await waitForMail(email)), { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
}

test('a new parent buys yearly for 2 students, adds both, manages memberships and billing, and the learner signs in', async ({
  page,
  browser,
  playwright,
  waitForMail,
}) => {
  // Two browsers (the parent's and the learner's consent) and every billing step: well past the default budget.
  test.setTimeout(240_000);
  // Base 36: the server refuses any billing body with a 13-digit run (it looks like a card number), e-mails included.
  const stamp = Date.now().toString(36);
  const parentEmail = `billing-parent-${stamp}@example.com`;
  const newLearnerEmail = `billing-kid-${stamp}@example.com`;
  const existingLearnerEmail = `billing-existing-${stamp}@example.com`;
  const learnerPassword = 'Learner!2026x';

  // Sign up and verify over SMTP.
  await page.goto('/pre-signup');
  await page.getByRole('link', { name: 'Sign up as a parent' }).click();
  // Scoped to the main landmark: the footer's newsletter form has an Email field too.
  const signUpForm = page.getByRole('main');
  await signUpForm.getByRole('textbox', { name: 'Full name' }).fill('Pat Billing');
  await signUpForm.getByRole('textbox', { name: 'Email' }).fill(parentEmail);
  await signUpForm.getByRole('textbox', { name: 'Password' }).fill('Strong!Pass1');
  await signUpForm.getByRole('button', { name: 'Create account' }).click();
  // Sign-up signs no one in (docs/decisions/020): the page says to check the inbox, and the link opened in this
  // browser, the one that signed up, signs it in.
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await page.goto(findVerificationLink(await waitForMail(parentEmail)));
  await expect(page).toHaveURL(/\/plan-selection/);

  // Yearly (the default) for 2 learners.
  await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  const count = page.getByRole('textbox', { name: 'Number of students' });
  await count.fill('2');
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/subscription-payment\/2\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('$179.82');
  await expect(page.getByText('Test mode: sandbox payments')).toBeVisible();

  // Promo codes: Apply is disabled while empty; an expired code fails and clears the field; a seeded one applies.
  const promo = page.getByRole('textbox', { name: 'Promo code' });
  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await promo.fill('SPRING2020');
  await apply.click();
  await expect(page.getByText('Promo code is not valid, please enter a new code.')).toBeVisible();
  await expect(page.getByText('Invalid Promo Code')).toBeVisible();
  await expect(promo).toHaveValue('');
  await promo.fill('mathwise25');
  // By keyboard: Enter in the field applies the code.
  await promo.press('Enter');
  await expect(page.getByText('Promo code successfully applied.')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('$134.87');
  await expect(page.getByText('Due today', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The browser shows the spec's messages before any call.
  await page.getByRole('button', { name: 'Start my membership' }).click();
  await expect(page.getByText('Full Name is required')).toBeVisible();

  let checkoutCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/createNewSubscription')) checkoutCalls += 1;
  });
  // A declined sandbox card: the alert shows and the form is usable again.
  await page.getByRole('textbox', { name: 'Full name on card' }).fill('Pat Billing');
  await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('M5V 2T6');
  await page.getByRole('button', { name: 'Start my membership' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment Validation Failed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start my membership' })).toBeEnabled();

  // The sandbox Visa: the server receives only the nonce (a card number would be refused outright).
  const checkout = page.waitForRequest('**/api/createNewSubscription');
  await page.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Start my membership' }).dblclick();
  const body = (await checkout).postDataJSON() as Record<string, unknown>;
  expect(body.nonce).toBe('cnon:card-nonce-ok');
  expect(JSON.stringify(body)).not.toContain('4111111111111111');
  await expect(page).toHaveURL(/\/my-students$/);
  // The declined attempt, then one call for the double click.
  expect(checkoutCalls).toBe(2);

  // No learners yet: the intro with two buttons.
  await expect(page.getByRole('heading', { name: 'Add your first student' })).toBeVisible();
  await expect(page.getByText('2 memberships ready', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  // Create a learner, by keyboard through the dialog.
  await page.getByRole('link', { name: 'Create a new student' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Create a new student' });
  await expect(createDialog).toBeVisible();
  await createDialog.getByRole('button', { name: 'Create student' }).click();
  await expect(createDialog.getByText('Name is required')).toBeVisible();
  await expect(createDialog.getByText('No grade selected')).toBeVisible();
  await expectNoAxeViolations(page);
  await createDialog.getByRole('textbox', { name: 'Student name' }).fill('Kim Learner');
  await createDialog.getByRole('textbox', { name: 'Email' }).fill(newLearnerEmail);
  await createDialog.getByRole('textbox', { name: 'Password' }).fill(learnerPassword);
  await createDialog.getByRole('combobox', { name: 'Grade' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Grade 7' }).click();
  await createDialog.getByRole('button', { name: 'Create student' }).press('Enter');
  await expect(page).toHaveURL(/\/my-students$/);
  await expect(page.getByRole('heading', { name: 'Kim Learner' })).toBeVisible();
  const welcome = await waitForMail(newLearnerEmail);
  expect(welcome.subject).toMatch(/welcome/i);

  // Connect an existing learner account.
  const apiRequest = await playwright.request.newContext({ baseURL });
  await createVerifiedLearner(apiRequest, waitForMail, existingLearnerEmail);
  await apiRequest.dispose();
  await page.getByRole('link', { name: 'Add student' }).click();
  const choice = page.getByRole('dialog', { name: 'Add student' });
  await expect(choice.getByText('1 membership available')).toBeVisible();
  await choice.getByRole('link', { name: 'Connect an existing student account' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Connect an existing student' });
  await emailDialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await emailDialog.getByRole('button', { name: 'Next' }).click();
  await expect(emailDialog.getByText('Invalid email format')).toBeVisible();
  await emailDialog.getByRole('textbox', { name: 'Email' }).fill(existingLearnerEmail);
  await emailDialog.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/my-students\/add-existing\/name-grade$/);
  const nameGrade = page.getByRole('dialog', { name: 'Student name and grade' });
  await nameGrade.getByRole('textbox', { name: 'Student name' }).fill('Sam Existing');
  await nameGrade.getByRole('combobox', { name: 'Grade' }).click();
  await page.getByRole('option', { name: 'Grade 8' }).click();
  await nameGrade.getByRole('button', { name: 'Connect student' }).click();
  // The learner joins only once they accept in their own session (docs/decisions/018): until then the parent sees
  // the request waiting, and no card.
  await expect(page.getByRole('status').filter({ hasText: 'Request sent' })).toBeVisible();
  const requests = page.getByRole('region', { name: 'Requests to connect students' });
  const samRequest = requests.getByRole('listitem').filter({ hasText: existingLearnerEmail });
  await expect(samRequest).toContainText('Waiting for the student');
  await expect(page.getByRole('heading', { name: 'Sam Existing' })).toHaveCount(0);

  // The learner signs in, in a browser of their own, sees who asks and accepts by keyboard.
  const existingContext = await browser.newContext({ baseURL });
  const existingPage = await existingContext.newPage();
  await existingPage.goto('/action-page/login');
  const existingLogin = existingPage.getByRole('main');
  await existingLogin.getByRole('textbox', { name: 'Email' }).fill(existingLearnerEmail);
  await existingLogin.getByRole('textbox', { name: 'Password' }).fill('Existing!2026');
  await existingLogin.getByRole('button', { name: 'Log in' }).click();
  await expect(existingPage).toHaveURL(/\/ask-parent$/);
  const invitation = existingPage.getByRole('region', {
    name: 'Pat Billing asks to add you to their students',
  });
  await expect(invitation).toContainText(parentEmail);
  await expectNoAxeViolations(existingPage);
  await invitation.getByRole('button', { name: "Accept Pat Billing's request" }).focus();
  await existingPage.keyboard.press('Enter');
  await expect(existingPage).toHaveURL(/\/my-practice/);
  await existingContext.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sam Existing' })).toBeVisible();
  await expect(samRequest).toContainText('Accepted');
  await expect(page.getByRole('button', { name: 'Add student' })).toBeDisabled();

  // Membership and billing: both renew on the next billing date (the trial's end, 30 days from today).
  await page.goto('/account/membership-and-billing');
  const nextBilling = formatYearMonthDay(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
  await expect(page.getByTestId('next-billing-date')).toHaveText(nextBilling);
  await expect(page.getByText(`Membership renews on ${nextBilling}`)).toHaveCount(2);
  await expect(page.getByTestId('billing-amount')).toHaveText('$134.87 per year');
  await expect(page.getByTestId('card-on-file')).toContainText('ending in 1111');
  await expectNoAxeViolations(page);

  // Cancel Kim's membership by keyboard, then resume it.
  await page.getByRole('button', { name: 'Cancel premium: Kim Learner' }).focus();
  await page.keyboard.press('Enter');
  const confirmCancel = page.getByRole('dialog', { name: 'Cancel premium?' });
  await expect(confirmCancel).toBeVisible();
  await expectNoAxeViolations(page);
  await confirmCancel.getByRole('button', { name: 'Cancel premium', exact: true }).click();
  await expect(page.getByText('Membership canceled')).toBeVisible();
  await expect(page.getByText('Membership successfully canceled or resumed.')).toBeVisible();
  await expect(page.getByText(`Membership ends on ${nextBilling}`)).toBeVisible();

  await page.getByRole('button', { name: 'Resume premium: Kim Learner' }).click();
  await page
    .getByRole('dialog', { name: 'Resume premium?' })
    .getByRole('button', { name: 'Resume premium' })
    .click();
  await expect(page.getByText('Membership resumed')).toBeVisible();
  await expect(page.getByText(`Membership renews on ${nextBilling}`)).toHaveCount(2);

  // Billing history: the trial sign-up's 0.00 invoice, dated today, with its receipt.
  await page.getByRole('link', { name: 'Billing history' }).click();
  await expect(page).toHaveURL(/\/account\/billing-history$/);
  const today = formatDayMonthYear(new Date());
  const row = page.getByRole('row').filter({ hasText: today });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('$0.00');
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: /View receipt/ }).click();
  const receipt = page.getByRole('dialog', { name: /Receipt/ });
  await expect(receipt.getByText('Amount paid: $0.00')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(receipt).toBeHidden();

  // Add a membership: free during the trial; the notice, then back to membership and billing after 3 s.
  await page.goto('/account/add-membership');
  await expect(page.getByRole('heading', { level: 1, name: 'Add memberships' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Memberships to add' }).fill('1');
  await page.getByRole('button', { name: 'Add memberships' }).click();
  await expect(page.getByText('Membership successfully added!')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/membership-and-billing$/);
  await expect(page.getByRole('heading', { name: 'Membership 1: no student yet' })).toBeVisible();
  // 3 x 89.91 with 25 % off, rounded once: $202.30 per year.
  await expect(page.getByTestId('billing-amount')).toHaveText('$202.30 per year');

  // The card dialog in edit mode: the spec's name message first, then a new sandbox card.
  await page.getByRole('button', { name: 'Edit payment method' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Edit payment method' });
  await cardDialog.getByRole('button', { name: 'Save card' }).click();
  await expect(cardDialog.getByText('Name is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await cardDialog.getByRole('textbox', { name: 'Name on card' }).fill('Pat Billing');
  await cardDialog.getByRole('textbox', { name: 'Card number' }).fill('5105 1051 0510 5100');
  await cardDialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('11/31');
  await cardDialog.getByRole('textbox', { name: 'CVV' }).fill('123');
  await cardDialog.getByRole('textbox', { name: 'Postal code' }).fill('M5V 2T6');
  await cardDialog.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Your card was successfully updated.')).toBeVisible();
  await expect(cardDialog).toBeHidden();

  // Account settings: the spec's messages before any call, then a name change.
  await page.goto('/account/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kim Learner' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Pat Billings');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your account was successfully updated')).toBeVisible();
  await expectNoAxeViolations(page);

  // The learner the parent created signs in.
  const learnerContext = await browser.newContext({ baseURL });
  const learnerPage = await learnerContext.newPage();
  await learnerPage.goto('/action-page/login');
  const loginForm = learnerPage.getByRole('main');
  await loginForm.getByRole('textbox', { name: 'Email' }).fill(newLearnerEmail);
  await loginForm.getByRole('textbox', { name: 'Password' }).fill(learnerPassword);
  await loginForm.getByRole('button', { name: 'Log in' }).click();
  await expect(learnerPage).toHaveURL(/\/my-practice/);
  await learnerContext.close();
});
