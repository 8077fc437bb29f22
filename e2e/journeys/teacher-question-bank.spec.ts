import type { APIRequestContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../support/axe';
import { expectNoCutButtonText } from '../support/cut-text';
import { baseURL, runDir } from '../support/e2e-environment';
import { authStatePath, expect, test } from '../support/fixtures';
import { createParentWithSeats } from '../support/parent-accounts';
import { questionPanel } from '../support/practice-answers';
import { findFirstCatalogueTask, type CatalogueTask } from '../support/question-bank-catalogue';

test.use({ storageState: authStatePath('teacher') });

const XSS_TITLE = '<img src=x onerror=alert(1)>';
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" viewBox="0 0 4 4"><script>alert(2)</script><rect width="4" height="4" fill="#36c"/></svg>',
);

async function addQuestionThroughApi(
  request: APIRequestContext,
  place: CatalogueTask,
  title: string,
  answer: string,
) {
  const response = await request.post('/api/admin/addquestion', {
    data: {
      title,
      answer,
      points: 10,
      difficult_level: 1,
      course_id: place.course.id,
      subject_id: place.subject.id,
      topic_id: place.topic.id,
      skill_id: place.skill.id,
      task_id: place.task.id,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

/** Chooses an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}`;
}

test('a teacher filters to a skill and edits a question answer', async ({ page }) => {
  const place = await findFirstCatalogueTask(page.request);
  const title = uniqueTitle('Journey edit: what is 6 x 7?');
  const questionId = await addQuestionThroughApi(page.request, place, title, '42');

  await page.goto('/admin-portal/questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Question bank' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add new question' })).toBeVisible();
  await choose(page, 'Course', place.course.name);
  await choose(page, 'Subject', place.subject.name);
  await choose(page, 'Topic', place.topic.name);
  await choose(page, 'Skill', place.skill.name);
  await expect(page).toHaveURL(
    `/admin-portal/questions/${place.course.id}/${place.subject.id}/${place.topic.id}/${place.skill.id}`,
  );
  // Newest first: the question just added leads the skill's page.
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();

  await row.getByRole('link', { name: `Edit question ${questionId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit question ${questionId}` })).toBeVisible();
  const answer = page.getByRole('textbox', { name: 'Answer', exact: true });
  await expect(answer).toHaveValue('42');
  await answer.fill('42.0');
  // The worked explanation and a hint, shown in the live preview as a learner will read them.
  const preview = page.getByRole('region', { name: 'Live preview' });
  await page.getByRole('textbox', { name: /^How to solve it/ }).fill('Six sevens make 42.');
  await page.getByRole('textbox', { name: 'Hint 1' }).fill('Count by sevens, six times.');
  await expect(preview.getByTestId('preview-explanation')).toContainText('Six sevens make 42.');
  await expect(preview.getByTestId('preview-hints')).toContainText('Count by sevens, six times.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The Question was successfully updated')).toBeVisible();
  await expect(page.getByText('answer: 42 → 42.0')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
  // Saved: the edit page opened again holds them.
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^How to solve it/ })).toHaveValue('Six sevens make 42.');
});

test("a teacher writes the explanation and a hint of the question a learner is answering, and the learner's round shows them", async ({
  browser,
  page,
  waitForMail,
}) => {
  test.setTimeout(240_000);
  const place = await findFirstCatalogueTask(page.request);
  // A learner of a new family opens a practice round of the catalogue's first skill.
  const parentContext = await browser.newContext();
  const { subscriptionId } = await createParentWithSeats(parentContext.request, waitForMail, {
    seats: 1,
    label: 'teacher-hint',
    name: 'Robin Hint',
  });
  const learnerEmail = `hint-kid-${Date.now().toString(36)}@example.com`;
  const added = await parentContext.request.post('/api/addNewStudent', {
    data: {
      form: { name: 'Sam Hint', email: learnerEmail, password: 'Learner!2026' },
      grade: 1,
      subscription: subscriptionId,
    },
    headers: { origin: baseURL },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await parentContext.close();
  const learnerContext = await browser.newContext();
  const signIn = await learnerContext.request.post('/api/auth/sign-in/email', {
    data: { email: learnerEmail, password: 'Learner!2026' },
    headers: { origin: baseURL },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const learner = await learnerContext.newPage();
  const served = learner.waitForResponse((response) => /\/api\/getPracticeQuestion\//.test(response.url()));
  await learner.goto(`/practice/${place.topic.id}/${place.skill.id}`);
  const { current_question: question } = (await (await served).json()) as {
    current_question: { id: number; hint_count?: number };
  };
  const panel = questionPanel(learner, 1);
  await expect(panel).toBeVisible();

  // The teacher opens that question, writes a worked explanation and a first hint, and sees them in the preview.
  const explanation = `Worked by the teacher ${Date.now().toString(36)}: read the question, then count.`;
  const hint = 'A hint from the teacher: start from what you know.';
  await page.goto(`/admin-portal/question/${question.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit question ${question.id}` })).toBeVisible();
  await page.getByRole('textbox', { name: /^How to solve it/ }).fill(explanation);
  await page.getByRole('textbox', { name: 'Hint 1' }).fill(hint);
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview.getByTestId('preview-explanation')).toContainText(explanation);
  await expect(preview.getByTestId('preview-hints')).toContainText(hint);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The Question was successfully updated')).toBeVisible();

  // The learner's round reads them from the bank: the teacher's hint on Hint, the explanation on "Show me how".
  // Every generated question has a hint (docs/learning-model.md §12), so the page offers Hint.
  expect(question.hint_count ?? 0).toBeGreaterThan(0);
  await panel.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(panel.getByText(hint)).toBeVisible();
  await panel.getByRole('button', { name: 'Show me how' }).click();
  await expect(panel.getByTestId('worked-solution')).toContainText(explanation);
  await learnerContext.close();
});

test('a teacher adds a question with an image and finds it in the table', async ({ page }) => {
  const place = await findFirstCatalogueTask(page.request);
  const title = uniqueTitle('Journey add: how many sides has a square?');
  await page.goto('/admin-portal/addQuestion');
  await expect(page.getByRole('heading', { level: 1, name: 'Add new question' })).toBeVisible();

  // The schema's messages before anything is sent.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Points Section is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Answer', exact: true }).fill('4');
  await page.getByRole('textbox', { name: 'Points' }).fill('10');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Your Image was successfully added')).toBeVisible();
  await choose(page, 'Course', place.course.name);
  await choose(page, 'Subject', place.subject.name);
  await choose(page, 'Topic', place.topic.name);
  await choose(page, 'Skill', place.skill.name);
  await choose(page, 'Task', place.task.name);

  // The live preview is the learner's view, and its Check uses the answer being written.
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Image of the question' })).toBeVisible();
  await preview.getByRole('textbox', { name: 'Your answer' }).fill('4');
  await preview.getByRole('button', { name: 'Check' }).click();
  await expect(preview.getByText('Nice job!')).toBeVisible();

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Your Question was successfully added')).toBeVisible();

  await page.goto('/admin-portal/questions');
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
  await expect(page.getByText('1 question', { exact: true })).toBeVisible();
});

test('a teacher uploads a TSV with one bad row, is told which, fixes it and uploads it', async ({ page }) => {
  const place = await findFirstCatalogueTask(page.request);
  const marker = uniqueTitle('Journey upload');
  const header = 'title\tanswer\tdifficult_level\tpoints\tcourse_id\tsubject_id\ttopic_id\tskill_id\ttask_id';
  const ids = `${place.course.id}\t${place.subject.id}\t${place.topic.id}\t${place.skill.id}\t${place.task.id}`;
  const good = (n: number) => `${marker} ${n}: 2 + ${n}?\t${2 + n}\t1\t10\t${ids}`;
  const withBadRow = [header, good(1), `\t5\t1\t10\t${ids}`, good(3)].join('\n');
  const fixed = [header, good(1), good(2), good(3)].join('\n');

  await page.goto('/data-upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Data upload' })).toBeVisible();
  // Mantine's FileInput is a button over a hidden file input.
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'questions.tsv',
    mimeType: 'text/tab-separated-values',
    buffer: Buffer.from(withBadRow),
  });
  await expect(page.getByText('Row 2, title: Title is required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send 3 rows' })).toBeDisabled();

  await fileInput.setInputFiles({
    name: 'questions-fixed.tsv',
    mimeType: 'text/tab-separated-values',
    buffer: Buffer.from(fixed),
  });
  await expect(page.getByText('Every row is ready to send.')).toBeVisible();
  await page.getByRole('button', { name: 'Send 3 rows' }).click();
  await expect(page.getByText('3 added, 0 already in the bank.')).toBeVisible();

  // The same file again adds nothing.
  await page.getByRole('button', { name: 'Send 3 rows' }).click();
  await expect(page.getByText('0 added, 3 already in the bank.')).toBeVisible();
});

test('script in a title or an SVG never runs where the question is shown', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const place = await findFirstCatalogueTask(page.request);
  const questionId = await addQuestionThroughApi(page.request, place, XSS_TITLE, '1');

  // The table and the edit page's learner-view preview show the title as text.
  await page.goto('/admin-portal/questions');
  await page.getByRole('searchbox', { name: 'Search' }).fill('onerror');
  await expect(page.getByRole('cell', { name: XSS_TITLE })).toBeVisible();
  await page.goto(`/admin-portal/question/${questionId}`);
  await expect(
    page.getByRole('region', { name: 'Live preview' }).getByRole('heading', { name: XSS_TITLE }),
  ).toBeVisible();

  // An SVG with script is stored cleaned; opened on its own it runs nothing either.
  await page.goto('/admin-portal/addQuestion');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'x.svg', mimeType: 'image/svg+xml', buffer: SVG_WITH_SCRIPT });
  await expect(page.getByText('Your Image was successfully added')).toBeVisible();
  const imageName = await page.getByText(/^Current image: /).textContent();
  const imageUrl = imageName?.replace('Current image: ', '') ?? '';
  expect(imageUrl).toMatch(/\.svg$/);
  await expect(
    page.getByRole('region', { name: 'Live preview' }).getByRole('img', { name: 'Image of the question' }),
  ).toBeVisible();
  const svg = await page.request.get(`/api/storage/questions/${imageUrl}`);
  expect(await svg.text()).not.toMatch(/script|onload/);
  await page.goto(`/api/storage/questions/${imageUrl}`);
  await page.waitForLoadState('load');

  expect(dialogs).toEqual([]);
});

test('on a 390 px phone the admin pages fit the screen, keep Edit on screen, and cut no button text', async ({
  page,
}) => {
  const place = await findFirstCatalogueTask(page.request);
  const title = uniqueTitle('Phone edit: what is 9 x 8?');
  const questionId = await addQuestionThroughApi(page.request, place, title, '72');
  const screenshotDir = join(runDir, 'screenshots');
  mkdirSync(screenshotDir, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const fitsWidth = async (name: string) => {
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await expectNoCutButtonText(page);
    await page.screenshot({ path: join(screenshotDir, `${name}-390.png`), fullPage: true });
  };

  await page.goto('/admin-portal/questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Question bank' })).toBeVisible();
  const edit = page.getByRole('link', { name: `Edit question ${questionId}` });
  await expect(edit).toBeVisible();
  // Edit sits inside the phone's width without scrolling the table sideways.
  const box = await edit.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  await fitsWidth('question-bank');
  await edit.click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit question ${questionId}` })).toBeVisible();
  await fitsWidth('edit-question');
  await page.goto('/admin-portal/addQuestion');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await fitsWidth('add-question');
  await page.goto('/data-upload');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await fitsWidth('data-upload');
});

test('axe finds no WCAG 2.0 A/AA violation on the admin pages', async ({ page }) => {
  const place = await findFirstCatalogueTask(page.request);
  const questionId = await addQuestionThroughApi(page.request, place, uniqueTitle('Journey axe'), '3');

  await page.goto('/admin-portal/questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Question bank' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Edit question ${questionId}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/admin-portal/addQuestion');
  await expect(page.getByRole('heading', { level: 1, name: 'Add new question' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/admin-portal/question/${questionId}`);
  await expect(page.getByRole('textbox', { name: 'Answer', exact: true })).toHaveValue('3');
  await expect(page.getByText(/^Created by /)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/data-upload');
  // The segmented control's radios are visually hidden behind their labels.
  await page.getByText('Tasks', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Tasks' })).toBeChecked();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'tasks.tsv',
    mimeType: 'text/tab-separated-values',
    buffer: Buffer.from('name\tskill_id\n\t1\n'),
  });
  await expect(page.getByText('Row 1, name: Title is required')).toBeVisible();
  await expectNoAxeViolations(page);
});
