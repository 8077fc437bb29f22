import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectVisibleFocus, pressAndExpectFocus, tabTo } from '../support/keyboard';
import { createParentWithSeats } from '../support/parent-accounts';

/** Picks a grade in the dialog's select by keyboard: Down opens the list, Down again to the grade, Enter chooses. */
async function chooseGrade(page: Page, dialog: Locator, grade: string) {
  const select = dialog.getByRole('combobox', { name: 'Grade' });
  await expectVisibleFocus(page, select);
  await page.keyboard.press('ArrowDown');
  const option = page.getByRole('option', { name: grade });
  await expect(option).toBeVisible();
  while ((await option.getAttribute('data-combobox-selected')) === null)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(select).toHaveValue(grade);
  await expectVisibleFocus(page, select);
}

/** Fills the create-student dialog by keyboard from its first field, and presses Enter on Create student. */
async function createLearnerByKeyboard(
  page: Page,
  dialog: Locator,
  learner: { name: string; email: string; grade: string },
) {
  await page.keyboard.type(learner.name);
  await pressAndExpectFocus(page, 'Tab', dialog.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(learner.email);
  await pressAndExpectFocus(page, 'Tab', dialog.getByRole('textbox', { name: 'Password' }));
  await page.keyboard.type('Student!2026');
  // Past the password field's show/hide toggle, which Mantine keeps out of the tab order.
  await tabTo(page, dialog.getByRole('combobox', { name: 'Grade' }), { maxPresses: 2 });
  await chooseGrade(page, dialog, learner.grade);
  await tabTo(page, dialog.getByRole('button', { name: 'Create student' }), { maxPresses: 2 });
  await page.keyboard.press('Enter');
}

test('a parent adds two students by keyboard alone, with focus visible and on the new student each time', async ({
  page,
  waitForMail,
}) => {
  test.setTimeout(120_000);
  await createParentWithSeats(page.request, waitForMail, {
    seats: 2,
    label: 'keyboard-add-student',
    name: 'Ari Keyboard',
  });
  const stamp = Date.now().toString(36);
  const main = page.getByRole('main');

  await page.goto('/my-students');
  await expect(page.getByRole('heading', { level: 1, name: 'My Students' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add your first student' })).toBeVisible();
  await pressAndExpectFocus(page, 'Tab', page.getByRole('link', { name: 'Skip to main content' }));
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();

  // The first learner, from the intro: the dialog opens with focus in its first field.
  await tabTo(page, main.getByRole('link', { name: 'Create a new student' }), { maxPresses: 3 });
  await page.keyboard.press('Enter');
  const createDialog = page.getByRole('dialog', { name: 'Create a new student' });
  await expect(createDialog).toBeVisible();
  const learnerName = createDialog.getByRole('textbox', { name: 'Student name' });
  await expectVisibleFocus(page, learnerName);

  // Enter on an empty form: the messages show, and focus is on the first field in error, which names its message.
  await page.keyboard.press('Enter');
  await expect(createDialog.getByText('Name is required')).toBeVisible();
  await expect(learnerName).toHaveAttribute('aria-invalid', 'true');
  await expect(learnerName).toHaveAccessibleDescription(/Name is required/);
  await expectVisibleFocus(page, learnerName);

  await createLearnerByKeyboard(page, createDialog, {
    name: 'Kim Keyboard',
    email: `keyboard-kid-one-${stamp}@example.com`,
    grade: 'Grade 7',
  });
  await expect(createDialog).toBeHidden();
  await expect(page).toHaveURL(/\/my-students$/);
  const kim = main.getByRole('article', { name: 'Kim Keyboard' });
  await expect(kim).toBeVisible();
  await expect(kim.getByText('Grade: Grade 7')).toBeVisible();
  // The link that opened the dialog went away with the intro: focus goes to the new learner's card, not the page.
  await expectVisibleFocus(page, kim);
  // The card's links in reading order: the two progress views, then the settings.
  await pressAndExpectFocus(page, 'Tab', kim.getByRole('link', { name: 'Progress report of Kim Keyboard' }));
  await pressAndExpectFocus(page, 'Tab', kim.getByRole('link', { name: 'Practice summary of Kim Keyboard' }));
  await pressAndExpectFocus(
    page,
    'Tab',
    kim.getByRole('link', { name: 'Student settings for Kim Keyboard' }),
  );

  // The second learner, through Add student and its choice of how.
  const addLearner = main.getByRole('link', { name: 'Add student' });
  await expect(main.getByText('1 membership available')).toBeVisible();
  await tabTo(page, addLearner, { key: 'Shift+Tab', maxPresses: 10 });
  await page.keyboard.press('Enter');
  const choice = page.getByRole('dialog', { name: 'Add student' });
  await expect(choice.getByText('1 membership available')).toBeVisible();
  await expectVisibleFocus(page, choice.locator(':focus'));
  // Escape closes the choice and hands focus back to Add student.
  await page.keyboard.press('Escape');
  await expect(choice).toBeHidden();
  await expectVisibleFocus(page, addLearner);
  await page.keyboard.press('Enter');
  await expect(choice).toBeVisible();
  await tabTo(page, choice.getByRole('link', { name: 'Create a new student account' }), { maxPresses: 3 });
  await page.keyboard.press('Enter');
  await expect(createDialog).toBeVisible();
  await expectVisibleFocus(page, learnerName);
  // Empty again, not holding the first learner's details to type after.
  await expect(learnerName).toHaveValue('');
  await expect(createDialog.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  await createLearnerByKeyboard(page, createDialog, {
    name: 'Lee Keyboard',
    email: `keyboard-kid-two-${stamp}@example.com`,
    grade: 'Grade 8',
  });

  // Both are listed; every membership is used, so Add student is now a disabled button.
  await expect(createDialog).toBeHidden();
  await expect(page).toHaveURL(/\/my-students$/);
  const lee = main.getByRole('article', { name: 'Lee Keyboard' });
  await expect(lee).toBeVisible();
  await expect(lee.getByText('Grade: Grade 8')).toBeVisible();
  await expect(kim).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add student' })).toBeDisabled();
  await expectVisibleFocus(page, lee);
});
