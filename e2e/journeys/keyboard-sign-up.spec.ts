import { expect, findVerificationLink, test } from '../support/fixtures';
import { pressAndExpectFocus, tabTo } from '../support/keyboard';

test('a newcomer signs up as a parent by keyboard alone, with focus visible at every step', async ({
  page,
  waitForMail,
}) => {
  const email = `keyboard-parent-${Date.now()}@example.com`;
  const main = page.getByRole('main');

  await page.goto('/pre-signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Mathwise' })).toBeVisible();

  // The first Tab stop is the skip link; it jumps past the header to the page.
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await pressAndExpectFocus(page, 'Tab', skipLink);
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();
  await pressAndExpectFocus(page, 'Tab', page.getByRole('link', { name: 'Sign up as a parent' }));
  await page.keyboard.press('Enter');

  // A route change puts focus at the start of the new page, so the next Tab is the form's first field.
  await expect(page.getByRole('heading', { level: 1, name: 'Create your parent account' })).toBeVisible();
  await expect(main).toBeFocused();
  const name = main.getByRole('textbox', { name: 'Full name' });
  const emailField = main.getByRole('textbox', { name: 'Email' });
  const password = main.getByRole('textbox', { name: 'Password' });
  const submit = main.getByRole('button', { name: 'Create account' });
  await pressAndExpectFocus(page, 'Tab', name);
  await page.keyboard.type('Alex Keyboard');
  await pressAndExpectFocus(page, 'Tab', emailField);
  await page.keyboard.type(email);
  await pressAndExpectFocus(page, 'Tab', password);
  await page.keyboard.type('weak');
  await tabTo(page, submit, { maxPresses: 2 });
  await page.keyboard.press('Enter');
  // The schema's message, and the field in error still shows its focus when reached to fix it.
  await expect(main.getByText('Min length 8')).toBeVisible();
  await tabTo(page, password, { key: 'Shift+Tab', maxPresses: 2 });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Strong!Pass1');
  // Enter in a field submits its form.
  await page.keyboard.press('Enter');

  // Sign-up signs no one in (docs/decisions/020): the form gives way to where the link went.
  await expect(main.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();

  // The link, opened in the browser that signed up, opens the app signed in, on plan selection.
  await page.goto(findVerificationLink(await waitForMail(email)));
  await expect(page).toHaveURL(/\/plan-selection/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();

  // Focus starts at the page's content (the app redirected there); the header's Logout is just before it.
  await expect(main).toBeFocused();
  const logout = page.getByRole('banner').getByRole('link', { name: 'Logout' });
  await pressAndExpectFocus(page, 'Shift+Tab', logout);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/action-page\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Mathwise' })).toBeVisible();
  await expect(main).toBeFocused();
  await pressAndExpectFocus(page, 'Tab', main.getByRole('textbox', { name: 'Email' }));
});
