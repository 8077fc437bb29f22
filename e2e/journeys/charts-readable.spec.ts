import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectReadableChart, isRoundTick, measureChart } from '../support/chart-check';
import { runDir } from '../support/e2e-environment';
import { authStatePath, expect, test } from '../support/fixtures';
import { NUMBER_TOPIC_ID, playRound } from '../support/learner-rounds';
import { createOwnLearner, signInContext } from '../support/parent-accounts';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LEVEL_TICKS = ['None', 'Fundamental', 'Intermediate', 'Advanced', 'Master'];
const screenshotDir = join(runDir, 'screenshots');

const figure = (page: Page, name: string) => page.getByRole('figure', { name, exact: true });

test('the tick rule keeps round numbers and refuses 650, 1,300 and 1,950', () => {
  expect([0, 1, 2, 2.5, 5, 10, 200, 1000, 1500, 2500, 3000, 0.5].every(isRoundTick)).toBe(true);
  expect([650, 1300, 1950, 2.7, 130].some(isRoundTick)).toBe(false);
});

// Issue 26, charts: labels never cut, round ticks, "Points by topic" drawn as the parent's page opens, and the
// specs' reference lines (decision 017) with a typical learner's bars visibly comparable with them, on a desktop and
// a phone, on every page of the learner and the parent that draws a bar chart.
test('every progress and report chart is readable on a desktop and a phone, beside its reference line', async ({
  browser,
  page,
  waitForMail,
}) => {
  test.setTimeout(420_000);
  mkdirSync(screenshotDir, { recursive: true });
  const learner = await createOwnLearner(page.request, waitForMail, {
    label: 'charts',
    parentName: 'Casey Charts',
    learnerName: 'Jo Charts',
  });
  const learnerId = learner.userId;

  // A typical learner, who knows the skills (the teacher's view of each question gives the right answer first): one
  // practice round and one skill's diagnostic.
  const teacherContext = await browser.newContext({ storageState: authStatePath('teacher') });
  const learnerContext = await signInContext(browser, learner);
  await playRound(learnerContext.request, 'practice', 1, learnerId, teacherContext.request);
  await playRound(learnerContext.request, 'diagnostic', 3, learnerId, teacherContext.request);
  await teacherContext.close();
  const learnerPage = await learnerContext.newPage();

  for (const size of WIDTHS) {
    await learnerPage.setViewportSize(size);
    await page.setViewportSize(size);

    // My Progress, Summary: the points per day with the 2,500 line, then each of the other metrics.
    await learnerPage.goto('/my-progress');
    const perDay = figure(learnerPage, 'Points per practice day');
    await expect(perDay.locator('svg.average-bar-chart rect')).toHaveCount(15);
    const days = await expectReadableChart(learnerPage, perDay);
    expect(days.average?.label).toBe('Average 2,500');
    expect(days.bars.filter((_, index) => days.rows[index]?.value !== '0')).toHaveLength(1);
    const boxes = learnerPage.getByRole('group', { name: 'Choose what the graph shows' }).getByRole('button');
    for (const [index, caption] of [
      [1, 'Questions per practice day'],
      [2, 'Skill levels per practice day'],
      [3, 'Minutes practised per practice day'],
    ] as const) {
      await boxes.nth(index).click();
      const chart = await expectReadableChart(
        learnerPage,
        figure(learnerPage, caption),
        index === 2 ? { allowedTicks: LEVEL_TICKS } : {},
      );
      expect(chart.average).toBeNull();
    }
    await learnerPage.screenshot({
      path: join(screenshotDir, `charts-my-progress-${size.width}.png`),
      fullPage: true,
    });

    // My Progress, Analysis: points by topic.
    await learnerPage.goto('/my-progress/1');
    const topics = await expectReadableChart(learnerPage, figure(learnerPage, 'Points by topic'));
    expect(topics.average?.label).toBe('Average 2,500');
    // The comparison with the line is not empty: the practised topic holds a typical round's points or more.
    expect(topics.rows.some((row) => Number(row.value.replaceAll(',', '')) >= 100)).toBe(true);

    // The diagnostic report and the topic's practice report: points by skill.
    for (const path of [
      `/diagnostic-report/${NUMBER_TOPIC_ID}`,
      `/practice/topic-report/${NUMBER_TOPIC_ID}`,
    ]) {
      await learnerPage.goto(path);
      const skills = await expectReadableChart(learnerPage, figure(learnerPage, 'Points by skill'));
      expect(skills.average?.label).toMatch(/2,500$/);
      await learnerPage.screenshot({
        path: join(screenshotDir, `charts${path.replaceAll('/', '-')}-${size.width}.png`),
        fullPage: true,
      });
    }

    // The parent's progress report: "Points by topic" is drawn as the page opens, with no scrolling.
    await page.goto(`/parent/progress/${learnerId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Progress report: Jo Charts' })).toBeVisible();
    const parentTopics = figure(page, 'Points by topic');
    await expect(parentTopics.locator('svg.average-bar-chart [data-part="bar"] rect')).toHaveCount(
      await parentTopics.locator('tbody tr').count(),
    );
    expect(await page.evaluate<number>('window.scrollY')).toBe(0);
    const drawn = await measureChart(parentTopics);
    expect(drawn.bars.length).toBeGreaterThan(0);
    await expectReadableChart(page, parentTopics);
    await page.screenshot({
      path: join(screenshotDir, `charts-parent-progress-${size.width}.png`),
      fullPage: true,
    });

    // The parent's practice summary: the learner's points per day.
    await page.goto(`/parent/summary/${learnerId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Practice summary: Jo Charts' })).toBeVisible();
    await expectReadableChart(page, figure(page, 'Points per practice day'));
  }
  await learnerContext.close();
});
