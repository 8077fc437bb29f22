import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL, mailDir } from '../support/e2e-environment';
import { expect, test } from '../support/fixtures';
import type { CapturedMail } from '../support/mail-capture';
import { readMailTo } from '../support/mail-capture';
import { createOwnLearner, signInContext } from '../support/parent-accounts';
import { answerAsWellAsPossible, questionPanel } from '../support/practice-answers';
import { runServerJob } from '../support/server-jobs';
import { classifyRoundCelebration } from '@mathwise/learning-rules';

// Grade 6 Number is topic 1 (design brief §5).
const NUMBER_TOPIC_ID = 1;
const WEEKLY_GOAL_ROUNDS = 2;
const TIME_ZONE = 'America/Toronto';

/** Next Monday 12:00 UTC, 07:00 in Toronto: the weekly job's slot that reports the week that holds today. */
function nextMondaySlot(now: Date): Date {
  const slot = new Date(now);
  slot.setUTCHours(12, 0, 0, 0);
  slot.setUTCDate(slot.getUTCDate() + 7 - ((slot.getUTCDay() + 6) % 7));
  return slot;
}

function torontoDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(date);
}

async function waitForMailWithSubject(address: string, subject: string): Promise<CapturedMail> {
  const find = () => readMailTo(mailDir, address).filter((mail) => mail.subject === subject);
  await expect.poll(() => find().length, { timeout: 15_000 }).toBe(1);
  const [mail] = find();
  if (!mail) throw new Error(`No mail "${subject}" to ${address}`);
  return mail;
}

/** One of My Practice's "Skills by level" columns, by its heading. */
function levelColumn(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('region', { name, exact: true });
}

/** A skill's value in a report's facts (a <dt> and its <dd>). */
function fact(page: Page, label: string): Locator {
  return page.getByRole('main').locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

// Issue 21: a learner practises, the weekly summary goes out, and the parent reads it: its numbers are what the learner
// did, its goal is the one the parent set, and its links open the parent's reports. On the way, "Not started" is read
// per skill: each never-practised skill says it, the practised one no longer does.
test('the weekly e-mail tells the parent what the learner practised and links to the reports', async ({
  browser,
  page: parentPage,
  waitForMail,
}) => {
  test.setTimeout(300_000);
  const learner = await createOwnLearner(parentPage.request, waitForMail, {
    label: 'weekly',
    parentName: 'Wren Weekly',
    learnerName: 'Kit Weekly',
  });
  // The parent sets the weekly goal in the learner's settings, on a phone.
  await parentPage.setViewportSize({ width: 390, height: 844 });
  await parentPage.goto(`/account/settings/${learner.userId}`);
  const goalForm = parentPage.getByRole('region', { name: 'Weekly goal' });
  await goalForm.getByRole('textbox', { name: 'Rounds per week' }).fill(String(WEEKLY_GOAL_ROUNDS));
  await goalForm.getByRole('button', { name: 'Save weekly goal' }).click();
  await expect(parentPage.getByText('Weekly goal saved')).toBeVisible();
  await expectNoAxeViolations(parentPage);
  await parentPage.setViewportSize({ width: 1280, height: 800 });

  const context = await signInContext(browser, learner);
  const page = await context.newPage();
  const topicSkills = await page.request.get(`/api/getPracticeSkills/${NUMBER_TOPIC_ID}/${learner.userId}`);
  expect(topicSkills.ok(), await topicSkills.text()).toBe(true);
  const skills = ((await topicSkills.json()) as { skills: Array<{ skill_id: number; skill_name: string }> })
    .skills;
  expect(skills.length).toBeGreaterThan(2);
  const [practised, ...others] = skills;
  if (!practised) throw new Error('The Number topic has no skills');

  // Before any practice, at desktop and phone width: every skill of the topic is in the "Not started" column and no
  // level column holds any skill.
  await page.goto('/my-practice');
  const notStarted = levelColumn(page, 'Not started');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const skill of skills)
      await expect(notStarted.getByRole('button', { name: `Practise ${skill.skill_name}` })).toHaveCount(1);
    for (const level of ['Fundamental', 'Intermediate', 'Advanced', 'Master'])
      await expect(levelColumn(page, level).getByRole('listitem')).toHaveCount(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // One round of the topic's first skill, answered as well as the journey can.
  await page.goto(`/practice/${NUMBER_TOPIC_ID}/${practised.skill_id}`);
  await expect(page.getByRole('heading', { name: `Skill 1 of 1: ${practised.skill_name}` })).toBeVisible();
  for (let number = 1; number <= 10; number += 1) {
    const panel = questionPanel(page, number);
    await expect(panel).toBeVisible();
    await answerAsWellAsPossible(panel);
    await panel.getByRole('button', { name: number === 10 ? 'See round report' : 'Next question' }).click();
  }
  await expect(page.getByRole('heading', { name: `Round complete: ${practised.skill_name}` })).toBeVisible();
  // The celebration is in proportion to the first-try answers the score counted.
  const wrongFirst = Number(
    /: (\d+) this time\.$/.exec(
      (await page.getByText(/^Every round starts at 100/).textContent()) ?? '',
    )?.[1],
  );
  const right = 10 - wrongFirst;
  await expect(page.getByTestId('round-celebration')).toHaveText(
    {
      outstanding: `Excellent! ${right} of 10 right on the first try.`,
      strong: `Good work: ${right} of 10 right on the first try.`,
      steady: `${right} of 10 right on the first try. The solutions below show the steps you missed.`,
      tough: `${right} of 10 right on the first try. This one was hard: go through the solutions below, then try again.`,
    }[classifyRoundCelebration(right, 10)],
  );
  const points = Number((await page.getByTestId('round-points').textContent())?.replace(/,/g, ''));
  const [hours, minutes, seconds] = (
    (await page
      .getByRole('main')
      .locator('dt', { hasText: /^Time$/ })
      .locator('xpath=following-sibling::dd[1]/span[1]')
      .textContent()) ?? ''
  )
    .split(':')
    .map(Number);
  const roundSeconds = (hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0);
  expect(Number.isNaN(roundSeconds)).toBe(false);
  // The journey never knows a key (typed answers get one guess), so the round may earn nothing; whatever it earned,
  // the e-mail and the parent's report must say the same.
  expect(Number.isInteger(points)).toBe(true);

  // Now the practised skill has left "Not started" for its level's column; every other skill is still not started.
  await page.goto('/my-practice');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const practisedRow = page
      .getByRole('main')
      .getByRole('button', { name: `Practise ${practised.skill_name}` });
    await expect(practisedRow).toHaveCount(1);
    await expect(notStarted.getByRole('button', { name: `Practise ${practised.skill_name}` })).toHaveCount(0);
    await expect(
      page
        .getByRole('main')
        .getByRole('region', { name: /^(Fundamental|Intermediate|Advanced|Master)$/ })
        .getByRole('button', { name: `Practise ${practised.skill_name}` }),
    ).toHaveCount(1);
    for (const skill of others)
      await expect(notStarted.getByRole('button', { name: `Practise ${skill.skill_name}` })).toHaveCount(1);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await context.close();

  // Monday morning: the job sends the week's report to the parent.
  const sentAt = nextMondaySlot(new Date());
  const outcome = await runServerJob('weekly-progress-reports', sentAt);
  expect(outcome).toContain('"status":"done"');
  const mail = await waitForMailWithSubject(learner.parent.email, "Kit Weekly's weekly progress on Mathwise");
  expect(mail.text).toContain('Hello Wren Weekly,');
  const week = new RegExp(
    `^Here is Kit Weekly's week on Mathwise \\(([^)]+)\\): 1 round, 10 questions answered, ${points} points earned and (\\d+) minutes of practice\\.$`,
    'm',
  ).exec(mail.text);
  expect(week, mail.text).not.toBeNull();
  // The minutes are the round's time, rounded (the report shows whole seconds).
  expect(Math.abs(Number(week?.[2]) * 60 - roundSeconds)).toBeLessThanOrEqual(31);
  expect(mail.text).toContain(`Skills practised: ${practised.skill_name}.`);
  // The badge the round earned, as the parent's report names it below.
  expect(mail.text).toContain('New badges: First round.');
  // The goal the parent set, and the streak as it stands when the e-mail goes: the round's day is still "yesterday"
  // only when the learner practised on the Sunday before.
  expect(mail.text).toContain(
    `Weekly goal: 1 of ${WEEKLY_GOAL_ROUNDS} rounds. You can change the goal in Kit Weekly's settings.`,
  );
  const isStreakRunning = torontoDay(new Date(sentAt.getTime() - 86_400_000)) === torontoDay(new Date());
  expect(mail.text).toContain(
    isStreakRunning
      ? 'Current streak: 1 day in a row with a finished round.'
      : 'No streak running right now: one round today starts a new one.',
  );

  // The parent follows the e-mail's link: the progress report shows the same week.
  const progressLink = /^Open the progress report: (\S+)$/m.exec(mail.text)?.[1] ?? '';
  expect(progressLink).toBe(`${baseURL}/parent/progress/${learner.userId}`);
  expect(mail.html).toContain(`href="${progressLink}"`);
  await parentPage.goto(progressLink);
  await expect(
    parentPage.getByRole('heading', { level: 1, name: 'Progress report: Kit Weekly' }),
  ).toBeVisible();
  await expect(fact(parentPage, 'Rounds, last 7 days')).toHaveText('1');
  await expect(fact(parentPage, 'Questions, last 7 days')).toHaveText('10');
  await expect(fact(parentPage, 'Points, last 7 days')).toHaveText(
    new Intl.NumberFormat('en-CA').format(points),
  );
  await expect(
    parentPage
      .getByRole('region', { name: 'Recent practice' })
      .getByRole('rowheader', { name: practised.skill_name }),
  ).toBeVisible();
  await expect(
    parentPage.getByRole('region', { name: 'Badges' }).getByText('First round', { exact: true }),
  ).toBeVisible();
  // The skill analysis, per skill: the practised skill shows its level, the others "Not started".
  const skillTabs = parentPage.getByRole('tablist', { name: 'Skills of Number' });
  for (const skill of [practised, ...others.slice(0, 2)]) {
    await skillTabs.getByRole('tab', { name: skill.skill_name }).click();
    const panel = parentPage.getByRole('tabpanel', { name: skill.skill_name });
    await expect(panel.getByRole('heading', { name: skill.skill_name })).toBeVisible();
    if (skill === practised)
      await expect(panel.getByText(/^(Fundamental|Intermediate|Advanced|Master)$/)).toBeVisible();
    else await expect(panel.getByText('Not started', { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(parentPage);
  // From there, the practice summary, which lists the round too.
  await parentPage.getByRole('link', { name: 'Practice summary' }).click();
  await expect(
    parentPage.getByRole('heading', { level: 1, name: 'Practice summary: Kit Weekly' }),
  ).toBeVisible();
  await expect(
    parentPage
      .getByRole('region', { name: 'Practice Activities' })
      .getByRole('rowheader', { name: practised.skill_name })
      .first(),
  ).toBeVisible();

  // The footnote's link opens the settings where the weekly report is switched off.
  const settingsLink = /switch it off at any time: (\S+)$/m.exec(mail.text)?.[1] ?? '';
  expect(settingsLink).toBe(`${baseURL}/settings`);
  await parentPage.goto(settingsLink);
  await expect(
    parentPage
      .getByRole('checkbox', { name: /^Weekly report/ })
      .or(parentPage.getByRole('switch', { name: /^Weekly report/ })),
  ).toBeChecked();

  // Run again for the same Monday: the report is never sent twice.
  expect(await runServerJob('weekly-progress-reports', sentAt)).toContain('"status":"skipped"');
  expect(
    readMailTo(mailDir, learner.parent.email).filter((message) =>
      message.subject.includes('weekly progress'),
    ),
  ).toHaveLength(1);
});
