import type { Browser } from '@playwright/test';
import { authStatePath, expect, test } from '../support/fixtures';

/**
 * The pages people land on most come with what they need first (issue 8, Lighthouse): the server renders the page into
 * its HTML, names the page's own code (modulepreload) and writes the API's answers to its first reads into the session
 * block (apps/server/src/platform/http/app-page.ts, landing-pages.ts). Proven here on the real build: the HTML already
 * shows the page, the browser hydrates it without a mismatch, the page's chunk is one the HTML named, and the browser
 * never asks the API for what the page already holds.
 */
async function openFirstLoad(browser: Browser, role: 'learner' | 'parent', path: string) {
  const context = await browser.newContext({ storageState: authStatePath(role) });
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
  const preloaded = [
    ...html.matchAll(/<link rel="modulepreload" crossorigin(?: fetchpriority="low")? href="([^"]+)">/g),
  ].map((match) => match[1]);
  return { context, page, requested, preloaded, html, errors };
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
  const learnerId = (
    (await (await learner.page.request.get('/api/auth/get-session')).json()) as { user: { id: string } }
  ).user.id;
  const practiceChunk = learner.requested.find((path) => /\/practice-session\.page-[\w-]+\.js$/.test(path));
  expect(practiceChunk).toBeDefined();
  expect(learner.preloaded).toContain(practiceChunk);
  expect(
    learner.requested.filter((path) => /^\/api\/(getOneSubscription|getPracticeSkills)\//.test(path)),
  ).toEqual([]);
  await learner.context.close();

  const parent = await openFirstLoad(browser, 'parent', `/parent/progress/${learnerId}`);
  expect(parent.html).toMatch(/<h1[^>]*>Progress report: [^<]+<\/h1>/);
  await expect(parent.page.getByRole('heading', { level: 1, name: /^Progress report: / })).toBeVisible();
  await expect(parent.page.getByRole('region', { name: 'Recent practice' })).toBeVisible();
  expect(parent.errors).toEqual([]);
  const progressChunk = parent.requested.find((path) => /\/parent-learner\.page-[\w-]+\.js$/.test(path));
  expect(progressChunk).toBeDefined();
  expect(parent.preloaded).toContain(progressChunk);
  expect(
    parent.requested.filter((path) =>
      /^\/api\/(getOneSubscription|getLearnerProgress|getSubjectsByLearnerID)\//.test(path),
    ),
  ).toEqual([]);
  await parent.context.close();
});
