import { expectNoAxeViolations } from '../support/axe';
import { baseURL } from '../support/e2e-environment';
import { expect, test } from '../support/fixtures';
import { NUMBER_TOPIC_ID } from '../support/learner-rounds';
import { createOwnLearner, signInContext } from '../support/parent-accounts';
import { runServerJob } from '../support/server-jobs';

// Issue 26's paused flows, walked in Chromium at desktop and phone width: a parent removes the only card during the
// free trial (decision 022), the trial runs out, and the renewal finds no card, so the subscription pauses. The learner
// is told practice is on hold (on My Practice at once, and in a round); the parent is told why and what to do, and
// "Resume premium" without a card asks for one instead of failing.
test('a paused subscription: the learner sees practice on hold, the parent sees why and how to resume', async ({
  browser,
  page: parentPage,
  waitForMail,
}) => {
  test.setTimeout(240_000);
  const learner = await createOwnLearner(parentPage.request, waitForMail, {
    label: 'paused',
    parentName: 'Pia Paused',
    learnerName: 'Noa Paused',
  });
  const removed = await parentPage.request.put(
    `/api/card/remove/${encodeURIComponent(learner.parent.cardId)}`,
    {
      data: {},
      headers: { origin: baseURL },
    },
  );
  expect(removed.ok(), await removed.text()).toBe(true);
  const renewal = await runServerJob(
    'billing-renewals',
    new Date(Date.parse(learner.parent.trialEndsAt) + 60_000),
  );
  expect(renewal).toContain('"status":"done"');

  const context = await signInContext(browser, learner);
  const page = await context.newPage();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/my-practice');
    const dialog = page.getByRole('dialog', { name: 'Subscription paused' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('practice is on hold. Ask your parent to resume it');
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  const skills = await page.request.get(`/api/getPracticeSkills/${NUMBER_TOPIC_ID}/${learner.userId}`);
  expect(skills.ok(), await skills.text()).toBe(true);
  const [first] = ((await skills.json()) as { skills: Array<{ skill_id: number }> }).skills;
  await page.goto(`/practice/${NUMBER_TOPIC_ID}/${first?.skill_id ?? 1}`);
  await expect(page.getByText('Practice is on hold while the subscription is paused.').first()).toBeVisible();
  await context.close();

  for (const width of [1280, 390]) {
    await parentPage.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await parentPage.goto('/account/membership-and-billing');
    await expect(
      parentPage.getByText(
        /no card is on file, so your students cannot practise\. Add a payment method below/,
      ),
    ).toBeVisible();
    await expectNoAxeViolations(parentPage);
  }
  await parentPage.setViewportSize({ width: 1280, height: 800 });
  await parentPage.getByRole('button', { name: 'Resume premium' }).first().click();
  const confirm = parentPage.getByRole('dialog', { name: 'Resume premium?' });
  await confirm.getByRole('button', { name: 'Resume premium' }).click();
  await expect(
    parentPage.getByText(/no card is on file\. Add a payment method, then resume premium\./),
  ).toBeVisible();
});
