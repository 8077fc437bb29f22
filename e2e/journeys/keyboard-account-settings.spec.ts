import { expect, test } from '../support/fixtures';
import { seededAccounts } from '../support/e2e-environment';
import { expectVisibleFocus, pressAndExpectFocus, tabTo } from '../support/keyboard';
import { createParentWithSeats } from '../support/parent-accounts';

test('a parent corrects and saves their account settings by keyboard alone, with focus visible and on each error', async ({
  page,
  waitForMail,
}) => {
  // A parent of its own: the journey renames the account, which the seeded parent's other journeys rely on.
  const parent = await createParentWithSeats(page.request, waitForMail, {
    seats: 1,
    label: 'keyboard-settings',
    name: 'Ari Settings',
  });
  const main = page.getByRole('main');

  await page.goto('/account/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await pressAndExpectFocus(page, 'Tab', page.getByRole('link', { name: 'Skip to main content' }));
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();

  const account = main.getByRole('form', { name: 'Account' });
  const name = account.getByRole('textbox', { name: 'Name', exact: true });
  const email = account.getByRole('textbox', { name: 'Email', exact: true });
  const save = account.getByRole('button', { name: 'Save changes' });
  await expect(name).toHaveValue('Ari Settings');
  // Past the profile image's drop zone.
  await tabTo(page, name, { maxPresses: 4 });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await tabTo(page, save, { maxPresses: 2 });

  // Save with the name emptied: the message shows, and focus goes to the field in error, which names it.
  await page.keyboard.press('Enter');
  await expect(account.getByText('Name is required')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/Name is required/);
  await expectVisibleFocus(page, name);
  await page.keyboard.type('Ari Keyboard');

  // An e-mail another account has: the server's answer shows on the field, and focus goes there.
  await pressAndExpectFocus(page, 'Tab', email);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(seededAccounts.teacher.email);
  await pressAndExpectFocus(page, 'Tab', save);
  await page.keyboard.press('Enter');
  await expect(account.getByText('This e-mail is already in use by another account.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/This e-mail is already in use by another account\./);
  await expectVisibleFocus(page, email);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(parent.email);

  // Saved: the notice shows, and focus is back on Save, which was busy a moment, not at the top of the page.
  await pressAndExpectFocus(page, 'Tab', save);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your account was successfully updated')).toBeVisible();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expectVisibleFocus(page, save);
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { name: string; email: string };
  };
  expect(session.user).toMatchObject({ name: 'Ari Keyboard', email: parent.email });

  // The next stop is the password form.
  await pressAndExpectFocus(
    page,
    'Tab',
    main.getByRole('form', { name: 'Change password' }).getByLabel('Current password'),
  );
});
