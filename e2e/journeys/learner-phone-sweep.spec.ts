import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../support/axe';
import { expectNoCutButtonText } from '../support/cut-text';
import { runDir } from '../support/e2e-environment';
import { authStatePath, expect, test } from '../support/fixtures';
import { NUMBER_TOPIC_ID, playRound } from '../support/learner-rounds';
import { createOwnLearner, signInContext } from '../support/parent-accounts';
import { answerAsWellAsPossible, questionPanel } from '../support/practice-answers';

const screenshotDir = join(runDir, 'screenshots');

/**
 * The issue 26 check, as the parent's sweep does it, on a 390 px phone and then on a 1280 px desktop: nothing wider than
 * the screen, no button text cut, axe clean. Leaves the page at phone width.
 */
async function expectFitsPhone(page: Page, name: string) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await expect(page.getByRole('status').filter({ hasText: /^Loading$/ })).toHaveCount(0);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect({ page: name, width: size.width, overflow }).toEqual({
      page: name,
      width: size.width,
      overflow: 0,
    });
    await expectNoCutButtonText(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: join(screenshotDir, `learner-${name}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

// The learner's pages on a 390 px phone (issue 26): My Practice (both tabs), the diagnostic's welcome, a round and its
// report, My Progress (summary and analysis) and the account page. The journey's own family, so that the round it
// plays changes no other journey's learner.
test('on a 390 px phone and a desktop every page of the learner fits the screen, cuts no button text and passes axe', async ({
  browser,
  page: parentPage,
  waitForMail,
}) => {
  test.setTimeout(360_000);
  mkdirSync(screenshotDir, { recursive: true });
  const learner = await createOwnLearner(parentPage.request, waitForMail, {
    label: 'sweep',
    parentName: 'Morgan Sweep',
    learnerName: 'Riley Sweep',
  });
  const learnerId = learner.userId;

  // Some history first, so that the progress pages have rounds, levels and a chart to show.
  const teacherContext = await browser.newContext({ storageState: authStatePath('teacher') });
  const learnerContext = await signInContext(browser, learner);
  await playRound(learnerContext.request, 'practice', 1, learnerId, teacherContext.request);
  await teacherContext.close();
  const page = await learnerContext.newPage();
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/my-practice');
  await expect(page.getByRole('heading', { level: 1, name: 'My Practice' })).toBeVisible();
  await expectFitsPhone(page, 'my-practice');
  await page.getByRole('tab', { name: 'Reinforce' }).click();
  await expect(page.getByRole('tab', { name: 'Reinforce' })).toHaveAttribute('aria-selected', 'true');
  await expectFitsPhone(page, 'my-practice-reinforce');

  await page.goto(`/practice-portal/${NUMBER_TOPIC_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the diagnostic test' })).toBeVisible();
  await expectFitsPhone(page, 'diagnostic-welcome');

  // A round of skill 1, on the phone, to its report.
  await page.goto(`/practice/${NUMBER_TOPIC_ID}/1`);
  await expect(questionPanel(page, 1)).toBeVisible();
  await expectFitsPhone(page, 'round');
  for (let number = 1; number <= 10; number += 1) {
    const panel = questionPanel(page, number);
    await expect(panel).toBeVisible();
    await answerAsWellAsPossible(panel);
    await panel.getByRole('button', { name: number === 10 ? 'See round report' : 'Next question' }).click();
  }
  await expect(page.getByRole('heading', { name: /^Round complete: / })).toBeVisible();
  await expectFitsPhone(page, 'round-report');

  await page.goto('/my-progress');
  await expect(page.getByRole('heading', { level: 1, name: 'My Progress' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Points per practice day' })).toBeVisible();
  await expectFitsPhone(page, 'my-progress');
  await page.goto('/my-progress/1');
  await expect(page.getByRole('figure', { name: 'Points by topic' })).toBeVisible();
  await expectFitsPhone(page, 'progress-analysis');

  await page.goto('/account/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFitsPhone(page, 'account');

  // A learner cannot manage billing (spec 2 §7): every billing page sends them to /ask-parent, which sends a
  // subscribed learner on to their home (spec 1 §2) and keeps one without a subscription.
  const billingPages = [
    '/account/membership-and-billing',
    '/account/billing-history',
    '/subscription-payment/2/1',
  ];
  for (const path of billingPages) {
    await page.goto(path);
    await expect(page).toHaveURL('/my-practice');
  }
  await learnerContext.close();
  const unsubscribed = await browser.newContext({
    storageState: authStatePath('learnerWithoutSubscription'),
  });
  const unsubscribedPage = await unsubscribed.newPage();
  for (const path of billingPages) {
    await unsubscribedPage.goto(path);
    await expect(unsubscribedPage).toHaveURL('/ask-parent');
  }
  await unsubscribed.close();
});
