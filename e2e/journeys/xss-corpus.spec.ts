import type { APIRequestContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { runDir } from '../support/e2e-environment';
import { authStatePath, baseURL, expect, test } from '../support/fixtures';
import { createParentWithSeats } from '../support/parent-accounts';
import { findFirstCatalogueTask } from '../support/question-bank-catalogue';

/**
 * Hostile text through every field a user writes and someone else reads, then the pages that show it, in Chromium.
 * Each payload both opens a dialog and sets `window.__xss` when it runs, so a `page.on('dialog')` hook and the marker
 * prove nothing ran; the DOM is also searched for what a payload would have to leave behind (event-handler
 * attributes, javascript: links, inline scripts, iframes). teacher-question-bank.spec.ts covers one title and an SVG
 * upload; this journey widens that to the whole corpus, names, the contact form and TSV uploads.
 */
const CORPUS = [
  `<script>window.__xss='script';alert('script')</script>`,
  `<img src=x onerror="window.__xss='img';alert('img')">`,
  `<svg onload="window.__xss='svg';alert('svg')"></svg>`,
  `<svg><animate onbegin="window.__xss='animate';alert('animate')" attributeName=x dur=1s>`,
  `javascript:window.__xss='js-url';alert('js-url')`,
  `<a href="javascript:window.__xss='anchor';alert('anchor')">open</a>`,
  `"><img src=x onerror="window.__xss='attr';alert('attr')">`,
  `' autofocus onfocus='window.__xss="attr2";alert("attr2")' x='`,
  `<iframe srcdoc="<script>parent.__xss='iframe';parent.alert('iframe')</script>"></iframe>`,
  `{{constructor.constructor("window.__xss='template';alert('template')")()}}`,
  '${alert("template-literal")}',
  `[open](javascript:window.__xss='markdown';alert('markdown'))`,
  `$\\href{javascript:window.__xss='katex-href';alert('katex-href')}{open}$`,
  `$\\url{javascript:window.__xss='katex-url';alert('katex-url')}$`,
  `$\\htmlData{onclick=alert('katex-html')}{x}\\includegraphics{javascript:alert('katex-img')}$`,
];

/** What running script would leave in the DOM, as one selector. */
const DANGEROUS_DOM = [
  '[onerror]',
  '[onload]',
  '[onbegin]',
  '[onfocus]',
  '[onclick]',
  '[onmouseover]',
  'a[href^="javascript:" i]',
  '[src^="javascript:" i]',
  'iframe',
  '#root script',
  '#root svg animate',
].join(', ');

const e2eDatabase = join(runDir, 'data', 'e2e.db');

function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing ran on this page: no marker, no dialog, nothing a payload needs in the DOM. */
async function expectNothingRan(page: Page, dialogs: string[]) {
  // Moving over and focusing every element gives mouse and focus handlers their chance to fire.
  await page.mouse.move(10, 10);
  await page.mouse.move(600, 400);
  expect(await page.evaluate('window.__xss ?? null')).toBeNull();
  expect(dialogs).toEqual([]);
  await expect(page.locator(DANGEROUS_DOM)).toHaveCount(0);
}

function stamp(): string {
  // Base 36: the billing calls refuse any 13-digit run (it looks like a card number), e-mails included.
  return Date.now().toString(36);
}

test.describe('forms refuse the corpus', () => {
  test.use({ storageState: authStatePath('parent') });

  test('account settings, new student and contact forms keep every payload out', async ({ page }) => {
    test.setTimeout(240_000);
    const dialogs = watchDialogs(page);

    await page.goto('/account/settings');
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).not.toHaveValue('');
    const originalName = await name.inputValue();
    for (const payload of CORPUS) {
      await name.fill(payload);
      await page.getByRole('button', { name: 'Save changes' }).first().click();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
    }
    await expectNothingRan(page, dialogs);
    // The server refuses them too, on our settings call and on better-auth's own update-user.
    const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
      user: { id: string; email: string };
    };
    for (const payload of CORPUS) {
      const update = await page.request.post('/api/accountSettings/update-account/', {
        data: {
          form: { name: payload, email: session.user.email },
          user_id: session.user.id,
          user_type: 'parent',
          old_email: session.user.email,
          old_name: originalName,
        },
        headers: { origin: baseURL },
      });
      expect(update.status()).toBe(400);
      const viaAuth = await page.request.post('/api/auth/update-user', {
        data: { name: payload },
        headers: { origin: baseURL },
      });
      expect(viaAuth.status()).toBe(400);
    }
    await page.reload();
    await expect(name).toHaveValue(originalName);

    await page.goto('/my-students/add-new');
    const dialog = page.getByRole('dialog', { name: 'Create a new student' });
    for (const payload of CORPUS) {
      const learnerName = dialog.getByRole('textbox', { name: 'Student name' });
      await learnerName.fill(payload);
      await dialog.getByRole('button', { name: 'Create student' }).click();
      await expect(learnerName).toHaveAttribute('aria-invalid', 'true');
    }
    await expectNothingRan(page, dialogs);

    await page.goto('/contact-us');
    const main = page.getByRole('main');
    for (const payload of CORPUS) {
      await main.getByRole('textbox', { name: 'First name' }).fill(payload);
      await main.getByRole('textbox', { name: 'Last name' }).fill(payload);
      await main.getByRole('textbox', { name: 'Message' }).fill(payload);
      await main.getByRole('button', { name: 'Send message' }).click();
      for (const field of ['First name', 'Last name', 'Message']) {
        await expect(main.getByRole('textbox', { name: field })).toHaveAttribute('aria-invalid', 'true');
      }
    }
    await expect(page.getByText('Thank you')).toHaveCount(0);
    // The server refuses them too, whatever a browser lets through (three: the form is rate limited per client).
    for (const payload of CORPUS.slice(0, 3)) {
      const direct = await page.request.post('/api/contact-us', {
        data: {
          role: 'parent',
          first_name: payload,
          last_name: 'Corpus',
          email: 'x@example.com',
          message: payload,
        },
        headers: { origin: baseURL },
      });
      expect(direct.status()).toBe(400);
    }
    await expectNothingRan(page, dialogs);
  });
});

test('names from an identity provider are shown as text wherever a parent or a learner sees them', async ({
  browser,
  page,
  waitForMail,
}) => {
  test.setTimeout(360_000);
  const dialogs = watchDialogs(page);
  const { subscriptionId } = await createParentWithSeats(page.request, waitForMail, {
    seats: CORPUS.length,
    label: 'xss',
    name: 'Pat Corpus',
  });
  const learners: Array<{ userId: string; email: string; name: string }> = [];
  for (const [index, payload] of CORPUS.entries()) {
    const email = `xss-kid-${index}-${stamp()}@example.com`;
    const added = await page.request.post('/api/addNewStudent', {
      data: {
        form: { name: `Corpus Kid ${index}`, email, password: 'Corpus!2026' },
        grade: 1,
        subscription: subscriptionId,
      },
      headers: { origin: baseURL },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const { learner } = (await added.json()) as { learner: { user_id: string } };
    learners.push({ userId: learner.user_id, email, name: payload });
  }

  // Google, Facebook and OIDC providers send any name they hold, and our schema never sees it: store the corpus
  // as those names (and the nicknames derived from them) straight in the server's database.
  const database = new Database(e2eDatabase, { timeout: 10_000 });
  try {
    const rename = database.prepare('UPDATE user SET name = ?, nickname = ? WHERE id = ?');
    for (const learner of learners) rename.run(learner.name, learner.name, learner.userId);
  } finally {
    database.close();
  }

  await page.goto('/my-students');
  for (const learner of learners) {
    await expect(page.getByRole('heading', { level: 3, name: learner.name, exact: true })).toBeVisible();
  }
  await expectNothingRan(page, dialogs);
  // The parent's dialogs that name a learner.
  await page.getByRole('button', { name: `Delete ${learners[1]?.name ?? ''}`, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNothingRan(page, dialogs);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Settings and progress for one payload of each kind (tag, attribute breakout, URL, template, KaTeX): every page
  // load is seconds on a busy machine, and these pages share the name rendering of the list above.
  const sample = [1, 4, 7, 9, 12].map((index) => learners[index]).filter((learner) => learner !== undefined);
  for (const learner of sample) {
    await page.goto(`/account/settings/${learner.userId}`);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(learner.name);
    await expectNothingRan(page, dialogs);
    await page.goto(`/parent/progress/${learner.userId}`);
    await expect(page.getByText(learner.name).filter({ visible: true }).first()).toBeVisible();
    await expectNothingRan(page, dialogs);
  }

  // Each learner sees their own name in the header and on their pages.
  for (const learner of learners.slice(1, 3)) {
    const context = await browser.newContext();
    const learnerPage = await context.newPage();
    const learnerDialogs = watchDialogs(learnerPage);
    const signIn = await learnerPage.request.post('/api/auth/sign-in/email', {
      data: { email: learner.email, password: 'Corpus!2026' },
      headers: { origin: baseURL },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    for (const path of ['/my-practice', '/my-progress', '/account/settings']) {
      await learnerPage.goto(path);
      await expect(learnerPage.getByRole('main')).toBeVisible();
      await expectNothingRan(learnerPage, learnerDialogs);
    }
    await context.close();
  }
});

test.describe('teacher-written question text', () => {
  test.use({ storageState: authStatePath('teacher') });

  async function findPlace(request: APIRequestContext) {
    const { course, subject, topic, skill, task } = await findFirstCatalogueTask(request);
    return {
      course_id: course.id,
      subject_id: subject.id,
      topic_id: topic.id,
      skill_id: skill.id,
      task_id: task.id,
    };
  }

  test('titles, descriptions and option labels, typed or uploaded as TSV, render as text and KaTeX only', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const dialogs = watchDialogs(page);
    const place = await findPlace(page.request);
    const marker = `xss${stamp()}`;

    // Through the add-question calls the form makes: title, description and both option labels.
    const ids: number[] = [];
    for (const [index, payload] of CORPUS.entries()) {
      const response = await page.request.post('/api/admin/addquestion', {
        data: {
          title: `${marker} ${index} ${payload}`,
          description: payload,
          answer: '1',
          question_options: [
            { label: payload, value: '1' },
            { label: `$x$ ${payload}`, value: '2' },
          ],
          points: 10,
          difficult_level: 1,
          ...place,
        },
        headers: { origin: baseURL },
      });
      expect(response.ok(), await response.text()).toBe(true);
      ids.push(((await response.json()) as { id: number }).id);
    }

    // As a TSV upload: the upload page previews every row before anything is sent.
    const header =
      'title\tdescription\tanswer\tquestion_type\tquestion_options\tdifficult_level\tpoints\timage_url\tcourse_id\tsubject_id\ttopic_id\tskill_id\ttask_id';
    const rows = CORPUS.map((payload, index) => {
      const options = JSON.stringify([
        { label: payload, value: '1' },
        { label: 'two', value: '2' },
      ]);
      return [
        `${marker} tsv ${index} ${payload}`,
        payload,
        '1',
        'model_one',
        options,
        1,
        10,
        '',
        place.course_id,
        place.subject_id,
        place.topic_id,
        place.skill_id,
        place.task_id,
      ].join('\t');
    });
    await page.goto('/data-upload');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'corpus.tsv',
      mimeType: 'text/tab-separated-values',
      buffer: Buffer.from([header, ...rows].join('\n')),
    });
    await expect(page.getByText('Every row is ready to send.')).toBeVisible();
    await expectNothingRan(page, dialogs);
    await page.getByRole('button', { name: `Send ${CORPUS.length} rows` }).click();
    await expect(page.getByText(`${CORPUS.length} added, 0 already in the bank.`)).toBeVisible();
    await expectNothingRan(page, dialogs);

    // The table lists them all, as text.
    await page.goto('/admin-portal/questions');
    await page.getByRole('searchbox', { name: 'Search' }).fill(marker);
    await expect(page.getByText(`${CORPUS.length * 2} questions`, { exact: true })).toBeVisible();
    await expectNothingRan(page, dialogs);

    // Each edit page shows the learner's view of the question: title, description and options through KaTeX.
    for (const [index, id] of ids.entries()) {
      await page.goto(`/admin-portal/question/${id}`);
      const preview = page.getByRole('region', { name: 'Live preview' });
      await expect(preview).toContainText(`${marker} ${index} `);
      await preview.getByRole('radio').first().focus();
      await expectNothingRan(page, dialogs);
    }
  });
});
