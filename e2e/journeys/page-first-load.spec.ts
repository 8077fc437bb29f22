import type { Browser, Page } from '@playwright/test';
import { authStatePath, expect, test } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';

/**
 * The pages people land on most come with what they need first (issue 8, Lighthouse): the server renders the page into
 * its HTML, names the page's own code for the start script and writes the API's answers to its reads into the session
 * block (docs/page-start.md). Proven here on the real build: the HTML already shows the page, the app's code is asked for only once the page's styles are in (start-after-paint.ts), the browser
 * hydrates it without a mismatch, the page's chunk is one the HTML named, and the browser never asks the API for what
 * the page already holds.
 */
async function openFirstLoad(browser: Browser, role: 'learner' | 'parent' | 'visitor', path: string) {
  const context = await browser.newContext(role === 'visitor' ? {} : { storageState: authStatePath(role) });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // A hydration mismatch is reported (React's onRecoverableError) and then re-rendered in the browser.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto(path);
  const html = (await response?.text()) ?? '';
  const start = /<script type="application\/json" id="mathwise-start">(.*?)<\/script>/.exec(html);
  const named = JSON.parse(start?.[1] ?? '{"entry":"","modules":[]}') as { entry: string; modules: string[] };
  return { context, page, requested, entry: named.entry, named: named.modules, html, errors };
}

/** When the stylesheets the HTML names had arrived, and when the first of the app's scripts was asked for. */
function readLoadOrder(page: Page, html: string) {
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
    (match) => new URL(match[1] ?? '', page.url()).href,
  );
  return page.evaluate((stylesheetUrls) => {
    type Resource = { name: string; startTime: number; responseEnd: number };
    const resources = performance.getEntriesByType('resource') as unknown as Resource[];
    const isAppScript = (entry: Resource) =>
      entry.name.endsWith('.js') && !entry.name.includes('/start-after-paint-');
    const styles = resources.filter((entry) => stylesheetUrls.includes(entry.name));
    return {
      stylesheets: styles.length,
      stylesArrived: Math.max(...styles.map((entry) => entry.responseEnd)),
      firstScriptAsked: Math.min(...resources.filter(isAppScript).map((entry) => entry.startTime)),
    };
  }, stylesheets);
}

test('the practice page and the parent’s progress page arrive with their code named and their first data in the page', async ({
  browser,
}) => {
  const learner = await openFirstLoad(browser, 'learner', '/practice/1');
  expect(learner.html).toMatch(/<h2[^>]*>Skill 1 of \d+: [^<]+<\/h2>/);
  await expect(learner.page.getByRole('heading', { level: 2, name: /^Skill 1 of \d+: / })).toBeVisible();
  // Hydrated: the round's question arrives and can be answered.
  await expect(learner.page.getByRole('region', { name: 'Question 1', exact: true })).toBeVisible();
  expect(learner.errors).toEqual([]);
  // The start script names each module once and Vite's preload helper, which runs after it, names none of them again.
  const preloaded = await Promise.all(
    (await learner.page.locator('link[rel="modulepreload"]').all()).map(
      async (link) => new URL((await link.getAttribute('href')) ?? '', learner.page.url()).href,
    ),
  );
  expect(preloaded.filter((href, index) => preloaded.indexOf(href) !== index)).toEqual([]);
  const learnerOrder = await readLoadOrder(learner.page, learner.html);
  expect(learnerOrder.stylesheets).toBeGreaterThan(0);
  expect(learnerOrder.firstScriptAsked).toBeGreaterThanOrEqual(learnerOrder.stylesArrived);
  const learnerId = (
    (await (await learner.page.request.get('/api/auth/get-session')).json()) as { user: { id: string } }
  ).user.id;
  const practiceChunk = learner.requested.find((path) => /\/practice-session\.page-[\w-]+\.js$/.test(path));
  expect(practiceChunk).toBeDefined();
  expect(learner.named).toContain(practiceChunk);
  expect(
    learner.requested.filter((path) => /^\/api\/(getOneSubscription|getPracticeSkills)\//.test(path)),
  ).toEqual([]);
  await learner.context.close();

  const parent = await openFirstLoad(browser, 'parent', `/parent/progress/${learnerId}`);
  expect(parent.html).toMatch(/<h1[^>]*>Progress report: [^<]+<\/h1>/);
  await expect(parent.page.getByRole('heading', { level: 1, name: /^Progress report: / })).toBeVisible();
  await expect(parent.page.getByRole('region', { name: 'Recent practice' })).toBeVisible();
  // The grade the views open on came with the page: its topics are in the HTML.
  expect(parent.html).toMatch(/role="group" aria-label="Topic"/);
  expect(parent.errors).toEqual([]);
  const parentOrder = await readLoadOrder(parent.page, parent.html);
  expect(parentOrder.firstScriptAsked).toBeGreaterThanOrEqual(parentOrder.stylesArrived);
  const progressChunk = parent.requested.find((path) => /\/parent-learner\.page-[\w-]+\.js$/.test(path));
  expect(progressChunk).toBeDefined();
  expect(parent.named).toContain(progressChunk);
  expect(
    parent.requested.filter((path) =>
      /^\/api\/(getOneSubscription|getLearnerProgress|getSubjectsByLearnerID|getLearnerTopicsBySubjectID)\//.test(
        path,
      ),
    ),
  ).toEqual([]);
  await parent.context.close();
});

test('the prerendered landing page asks for its code only once it has painted, and hydrates', async ({
  browser,
}) => {
  const visitor = await openFirstLoad(browser, 'visitor', '/');
  // The only script the HTML names is the start script; the entry and its modules are in the start block.
  expect(
    [...visitor.html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]),
  ).toEqual([expect.stringMatching(/^\/assets\/start-after-paint-[\w-]+\.js$/)]);
  expect(visitor.html).not.toContain('modulepreload');
  expect(visitor.entry).toMatch(/^\/assets\/landing-[\w-]+\.js$/);
  expect(visitor.named.length).toBeGreaterThan(0);
  await waitForHydration(visitor.page);
  expect(visitor.requested).toContain(visitor.entry);
  expect(visitor.errors).toEqual([]);
  const order = await readLoadOrder(visitor.page, visitor.html);
  expect(order.stylesheets).toBeGreaterThan(0);
  expect(order.firstScriptAsked).toBeGreaterThanOrEqual(order.stylesArrived);
  await visitor.context.close();
});
