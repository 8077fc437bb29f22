import { expect, findVerificationLink, test } from '../support/fixtures';

test('a newcomer signs up as a parent, verifies the e-mail, lands on plan selection and signs out', async ({
  page,
  waitForMail,
}) => {
  const email = `new-parent-${Date.now()}@example.com`;

  await page.goto('/pre-signup');
  await page.getByRole('link', { name: 'Sign up as a parent' }).click();
  await expect(page.getByRole('heading', { name: 'Create your parent account' })).toBeVisible();

  // The sign-up form is in the main landmark; the footer has a newsletter e-mail field of its own.
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Full name' }).fill('Alex Newparent');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Password' }).fill('weak');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page
      .getByText('Lowercase, uppercase, and numbers')
      .or(page.getByText(/at least 8/i))
      .first(),
  ).toBeVisible();

  await form.getByRole('textbox', { name: 'Password' }).fill('Strong!Pass1');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Sign-up answers alike for a new and a known address and signs no one in (docs/decisions/020): check the inbox.
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Verify your Mathwise e-mail address');
  // Read on a 390 px phone, the mail fits its width: the fallback address wraps.
  const mailView = await page.context().newPage();
  await mailView.setViewportSize({ width: 390, height: 844 });
  await mailView.setContent(mail.html);
  await expect(mailView.getByText(findVerificationLink(mail))).toBeVisible();
  expect(await mailView.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await mailView.close();
  // Opened in the browser that signed up, the link signs it in (elsewhere it would only verify).
  await page.goto(findVerificationLink(mail));
  await expect(page).toHaveURL(/\/plan-selection/);

  await page
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('link', { name: 'Logout' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/action-page\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in to Mathwise' })).toBeVisible();
});
