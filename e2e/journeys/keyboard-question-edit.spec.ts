import type { Page } from '@playwright/test';
import { authStatePath, expect, test } from '../support/fixtures';
import { expectVisibleFocus, pressAndExpectFocus, tabTo } from '../support/keyboard';
import { findFirstCatalogueTask } from '../support/question-bank-catalogue';

test.use({ storageState: authStatePath('teacher') });

/** The catalogue's first course, subject, topic, skill and task, and a new question placed there through the API. */
async function addQuestionToFirstTask(page: Page, title: string) {
  const { course, subject, topic, skill, task } = await findFirstCatalogueTask(page.request);
  const added = await page.request.post('/api/admin/addquestion', {
    data: {
      title,
      answer: '42',
      points: 10,
      difficult_level: 1,
      course_id: course.id,
      subject_id: subject.id,
      topic_id: topic.id,
      skill_id: skill.id,
      task_id: task.id,
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return { id: ((await added.json()) as { id: number }).id, course, subject, topic, skill };
}

/** Picks an option of a searchable Mantine select by keyboard: type to filter, Down to the first match, Enter. */
async function chooseByKeyboard(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  // A level opens once the choice above it is in the address, which waits for the route's reads: on a busy machine a
  // Tab pressed before that skips the still-disabled select (the failure showed focus on Reset Filters).
  await expect(select).toBeEnabled();
  await pressAndExpectFocus(page, 'Tab', select);
  await page.keyboard.type(option);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(select).toHaveValue(option);
  // Choosing changes the address, not the page: focus stays on the select.
  await expectVisibleFocus(page, select);
}

test('a teacher filters the question bank and edits an answer by keyboard alone, with focus visible', async ({
  page,
}) => {
  const title = `Keyboard edit: what is 6 x 7? ${Date.now().toString(36)}`;
  const place = await addQuestionToFirstTask(page, title);
  const main = page.getByRole('main');

  await page.goto('/admin-portal/questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Question bank' })).toBeVisible();
  await pressAndExpectFocus(page, 'Tab', page.getByRole('link', { name: 'Skip to main content' }));
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();

  // Course, subject, topic and skill, each list narrowed by the one before; the status select comes first.
  await tabTo(page, main.getByRole('combobox', { name: 'Status', exact: true }), { maxPresses: 8 });
  await chooseByKeyboard(page, 'Course', place.course.name);
  await chooseByKeyboard(page, 'Subject', place.subject.name);
  await chooseByKeyboard(page, 'Topic', place.topic.name);
  await chooseByKeyboard(page, 'Skill', place.skill.name);
  await expect(page).toHaveURL(
    `/admin-portal/questions/${place.course.id}/${place.subject.id}/${place.topic.id}/${place.skill.id}`,
  );

  // Newest first: the question just added leads the table; its Edit link is reached by Tab.
  const edit = main.getByRole('link', { name: `Edit question ${place.id}` });
  await expect(main.getByRole('row').filter({ hasText: title })).toBeVisible();
  await tabTo(page, edit, { maxPresses: 8 });
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: `Edit question ${place.id}` })).toBeVisible();
  await expect(main).toBeFocused();
  const answer = main.getByRole('textbox', { name: 'Answer', exact: true });
  await expect(answer).toHaveValue('42');
  await tabTo(page, answer, { maxPresses: 8 });
  await page.keyboard.press('End');
  await page.keyboard.type('.0');
  await tabTo(page, main.getByRole('button', { name: 'Save' }), { maxPresses: 25 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('The Question was successfully updated')).toBeVisible();
  await expect(page.getByText('answer: 42 → 42.0')).toBeVisible();
  // Saving disables the button for a moment; focus comes back to it, not to the top of the page.
  await expectVisibleFocus(page, main.getByRole('button', { name: 'Save' }));

  // Back, just before Save, returns to the table.
  await pressAndExpectFocus(page, 'Shift+Tab', main.getByRole('link', { name: 'Back' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Question bank' })).toBeVisible();
  await expect(main).toBeFocused();
});
