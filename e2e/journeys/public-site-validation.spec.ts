import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Fills one field with a bad value, leaves it, and expects exactly the spec's message on that field. */
async function expectFieldMessage(field: Locator, value: string, message: string) {
  await field.fill(value);
  await field.blur();
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function countApiCalls(page: Page, path: string): Promise<() => number> {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls += 1;
  });
  return () => calls;
}

test('each contact field shows its spec message before any call is made', async ({ page }) => {
  const calls = await countApiCalls(page, '/api/contact-us');
  await page.goto('/contact-us');

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Choose parent, student, teacher or other')).toBeVisible();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expect(page.getByText('Last Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();

  const firstName = page.getByRole('textbox', { name: 'First name' });
  await expectFieldMessage(firstName, 'A', 'Min length 2');
  await expectFieldMessage(firstName, 'A'.repeat(31), 'Max length 30');
  await expectFieldMessage(firstName, 'Amira!', 'Can only contain letters and numbers.');
  await expectFieldMessage(firstName, ' Amira', 'Can only contain letters and numbers.');

  const lastName = page.getByRole('textbox', { name: 'Last name' });
  await expectFieldMessage(lastName, 'K', 'Min length 2');
  await expectFieldMessage(lastName, 'K'.repeat(31), 'Max length 30');
  await expectFieldMessage(lastName, 'O_Neil', 'Can only contain letters and numbers.');

  const email = page.getByRole('textbox', { name: 'Email' }).first();
  await expectFieldMessage(email, `${'a'.repeat(95)}@b.com`, 'Max length 100');
  await expectFieldMessage(email, 'amira@example', 'Invalid Email Format');

  const phone = page.getByRole('textbox', { name: 'Phone (optional)' });
  await expectFieldMessage(phone, '1'.repeat(21), 'Max length 20');
  await expectFieldMessage(phone, '416-555-0199', 'Invalid Phone Format');
  await expectFieldMessage(phone, '416555019', 'Invalid Phone Format');

  const message = page.getByRole('textbox', { name: 'Message' });
  await expectFieldMessage(message, 'a'.repeat(501), 'Max length 500');
  await expectFieldMessage(message, '<script>alert(1)</script>', 'Can only contain letters and numbers.');

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toHaveCount(0);
  expect(calls()).toBe(0);
});

test('the newsletter e-mail shows each spec message before any call is made', async ({ page }) => {
  const calls = await countApiCalls(page, '/api/addNewsLetterEmail');
  await page.goto('/faq');
  const form = page.getByRole('region', { name: 'Get math tips in your inbox' });
  const email = form.getByRole('textbox', { name: 'Email' });
  const subscribe = form.getByRole('button', { name: 'Subscribe' });

  for (const [value, message] of [
    ['', 'Email is required'],
    ['a@b.ca', 'Min length 8'],
    [`${'a'.repeat(95)}@b.com`, 'Max length 100'],
    ['abcdefgh', 'Invalid Email Format'],
    ['name@domain.museum', 'Invalid Email Format'],
  ] as const) {
    await email.fill(value);
    await subscribe.click();
    await expect(email).toHaveAccessibleDescription(message);
  }
  expect(calls()).toBe(0);
});

test('a failure from the server shows its title and body in an alert', async ({ page }) => {
  await page.route('/api/contact-us', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ title: 'Too many requests', body: 'Please try again in 10 minutes.' }),
    }),
  );
  await page.goto('/contact-us');
  await page.getByRole('radio', { name: 'Teacher' }).check();
  await page.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lee');
  await page.getByRole('textbox', { name: 'Email' }).first().fill('sam.lee@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill('Do you offer classroom pricing');
  await page.getByRole('button', { name: 'Send message' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Too many requests');
  await expect(alert).toContainText('Please try again in 10 minutes.');
  // Spec 1 §4: the alert hides after 5 seconds.
  await expect(alert).toBeHidden({ timeout: 8_000 });
});
