import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../support/axe';
import { expectNoCutButtonText } from '../support/cut-text';
import { runDir } from '../support/e2e-environment';
import { baseURL, expect, test } from '../support/fixtures';
import { playRound } from '../support/learner-rounds';
import { createParentWithSeats } from '../support/parent-accounts';

const screenshotDir = join(runDir, 'screenshots');

/** The page's duration wording (apps/web/src/ui/dates.ts formatDuration), for the rounds' own times. */
function sayDuration(milliseconds: number): string {
  const seconds = Math.round(milliseconds / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h${minutes % 60 === 0 ? '' : ` ${minutes % 60} min`}`;
}

/** Screenshots for a person to look at (desktop and phone), and the phone check that no button's text is cut. */
async function lookAt(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(screenshotDir, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoCutButtonText(page);
  await page.screenshot({ path: join(screenshotDir, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a parent goes from My Students to both reports of a learner who practised, and they add up to the rounds played', async ({
  browser,
  page,
  waitForMail,
}) => {
  test.setTimeout(300_000);
  const { subscriptionId } = await createParentWithSeats(page.request, waitForMail, {
    seats: 1,
    label: 'reports',
    name: 'Robin Reports',
  });
  const learnerEmail = `reports-kid-${Date.now().toString(36)}@example.com`;
  const added = await page.request.post('/api/addNewStudent', {
    data: {
      form: { name: 'Sam Reports', email: learnerEmail, password: 'Learner!2026' },
      grade: 1,
      subscription: subscriptionId,
    },
    headers: { origin: baseURL },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const learnerUserId = ((await added.json()) as { learner: { user_id: string } }).learner.user_id;

  // The learner plays a practice round of skill 1 and the diagnostic of skill 3 (one its topic's diagnostic tests).
  const learnerContext = await browser.newContext();
  const signIn = await learnerContext.request.post('/api/auth/sign-in/email', {
    data: { email: learnerEmail, password: 'Learner!2026' },
    headers: { origin: baseURL },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const practice = await playRound(learnerContext.request, 'practice', 1, learnerUserId);
  const diagnostic = await playRound(learnerContext.request, 'diagnostic', 3, learnerUserId);
  await learnerContext.close();
  const rounds = [practice, diagnostic].map((round) => round.practice_results);
  const points = rounds.reduce((sum, round) => sum + round.points, 0);
  const time = rounds.reduce((sum, round) => sum + round.total_time, 0);
  const format = new Intl.NumberFormat('en-CA');

  // My Students, the parent's home: the learner's card has the week and both reports.
  await page.goto('/my-students');
  const card = page.getByRole('article', { name: 'Sam Reports' });
  await expect(card.getByTestId('week-rounds')).toHaveText('1 + 1 diagnostic');
  await expect(card.getByTestId('week-points')).toHaveText(format.format(points));
  await expect(card.getByTestId('week-time')).toHaveText(sayDuration(time));
  await expectNoAxeViolations(page);
  await lookAt(page, 'my-students');

  await card.getByRole('link', { name: 'Progress report of Sam Reports' }).click();
  await expect(page).toHaveURL(`/parent/progress/${learnerUserId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Progress report: Sam Reports' })).toBeVisible();
  const facts = page.getByRole('definition');
  await expect(page.getByText('Rounds, last 7 days').locator('xpath=..').getByRole('definition')).toHaveText(
    '2',
  );
  await expect(page.getByText('Points, last 7 days').locator('xpath=..').getByRole('definition')).toHaveText(
    format.format(points),
  );
  await expect(facts.first()).toBeVisible();
  // The recent rounds say which was the diagnostic; the overview counts only the two skills practised.
  const recent = page.getByRole('table').filter({ hasText: 'Wrong attempts' });
  await expect(recent.getByText('Diagnostic', { exact: true })).toHaveCount(1);
  await expect(recent.getByText('Practice', { exact: true })).toHaveCount(1);
  const gradeSix = await page.request.get(`/api/getSkillsBySubjectID/1/${learnerUserId}`);
  const gradeSixSkills = ((await gradeSix.json()) as { skills: unknown[] }).skills.length;
  await expect(page.getByTestId('skills-notStarted')).toHaveText(String(gradeSixSkills - 2));
  // "Points by topic" is drawn as the page opens, without scrolling to it.
  await expect(
    page.getByRole('figure', { name: 'Points by topic' }).locator('svg.average-bar-chart'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, 'parent-progress');

  // Back to My Students, then the practice summary of the same learner.
  await page.goto('/my-students');
  await page.getByRole('link', { name: 'Practice summary of Sam Reports' }).click();
  await expect(page).toHaveURL(`/parent/summary/${learnerUserId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Practice summary: Sam Reports' })).toBeVisible();
  await expect(page.getByTestId('summary-points')).toHaveText(format.format(points));
  await expect(page.getByTestId('summary-questions')).toHaveText('20');
  await expect(page.getByTestId('summary-hours')).toHaveText(sayDuration(time));
  await expectNoAxeViolations(page);
  await lookAt(page, 'parent-summary');
});
