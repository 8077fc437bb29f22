import { expect, test } from '../support/fixtures';

// The e2e server runs with the default support address (apps/server/src/platform/config.ts).
const SUPPORT_ADDRESS = 'support@mathwise.local';

test('a visitor sends the contact form by keyboard alone, support receives it over SMTP, and the visitor sees Thank you', async ({
  page,
  waitForMail,
}) => {
  // Letters and digits only (spec 1 §5), and unique, so this run's mail is told apart from any other.
  const lastName = `Keyboard${Date.now().toString().slice(-8)}`;

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

  const parent = page.getByRole('radio', { name: 'Parent' });
  await parent.focus();
  await page.keyboard.press('Space');
  await expect(parent).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
  await page.keyboard.type('Amira');
  await page.keyboard.press('Tab');
  await page.keyboard.type(lastName);
  await page.keyboard.press('Tab');
  await page.keyboard.type('amira.parent@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('4165550199');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await page.keyboard.type('Can my two children share one membership');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
  await page.keyboard.press('Enter');

  const thankYou = page.getByRole('heading', { name: 'Thank you' });
  await expect(thankYou).toBeVisible();
  await expect(thankYou).toBeFocused();

  // Only this journey writes to support, so the first mail there is ours.
  const ours = await waitForMail(SUPPORT_ADDRESS);
  expect(ours.subject).toContain(`Amira ${lastName}`);
  expect(ours.text).toContain('Can my two children share one membership');
  expect(ours.text).toContain('E-mail: amira.parent@example.com');
});

test('the footer newsletter form subscribes a visitor, who can unsubscribe from the welcome e-mail', async ({
  page,
  waitForMail,
}) => {
  const email = `reader-${Date.now()}@example.com`;
  await page.goto('/pricing');
  const form = page.getByRole('region', { name: 'Get math tips in your inbox' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your Email was successfully added' }),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('');

  // The same address again is answered politely, not added twice.
  await form.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase());
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'already on the Mathwise newsletter list' }),
  ).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Welcome to the Mathwise newsletter');
  const link = /https?:\/\/\S+\/api\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
});
