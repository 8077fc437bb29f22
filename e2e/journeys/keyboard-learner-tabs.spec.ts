import { authStatePath, expect, test } from '../support/fixtures';
import { expectVisibleFocus, pressAndExpectFocus, tabTo } from '../support/keyboard';

test.use({ storageState: authStatePath('learner') });

test('a learner moves between My Practice and My Progress and their tabs by keyboard alone, with focus visible', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const main = page.getByRole('main');

  await page.goto('/my-practice');
  await expect(page.getByRole('heading', { level: 1, name: 'My Practice' })).toBeVisible();
  await pressAndExpectFocus(page, 'Tab', page.getByRole('link', { name: 'Skip to main content' }));
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();

  // My Practice's views are tabs: Tab enters at the chosen one, the arrow keys switch, and the address follows.
  const practiceViews = main.getByRole('tablist', { name: 'Practice views' });
  const plan = practiceViews.getByRole('tab', { name: 'My Plan' });
  const reinforce = practiceViews.getByRole('tab', { name: 'Reinforce' });
  await tabTo(page, plan, { maxPresses: 4 });
  await expect(plan).toHaveAttribute('aria-selected', 'true');
  await pressAndExpectFocus(page, 'ArrowRight', reinforce);
  await expect(reinforce).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/my-practice\/1$/);
  await expect(
    main
      .getByRole('tabpanel', { name: 'Reinforce' })
      .getByText(/^(Nothing to reinforce|Skills you have started but not mastered)/),
  ).toBeVisible();
  await pressAndExpectFocus(page, 'ArrowLeft', plan);
  await expect(page).toHaveURL(/\/my-practice\/0$/);

  // Into My Plan: a topic's practice report opens a page of its own, and focus starts that page.
  const algebraReport = main.getByRole('button', { name: 'Practice report for Algebra' });
  await tabTo(page, algebraReport, { maxPresses: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/practice\/topic-report\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Practice Report' })).toBeVisible();
  await expect(main).toBeFocused();

  // The header's My Progress, just before the page's content.
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'My Progress' }), {
    key: 'Shift+Tab',
    maxPresses: 10,
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-progress$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Progress' })).toBeVisible();
  await expect(main).toBeFocused();

  const progressViews = main.getByRole('tablist', { name: 'Progress views' });
  const summary = progressViews.getByRole('tab', { name: 'Summary' });
  const analysis = progressViews.getByRole('tab', { name: 'Analysis' });
  await pressAndExpectFocus(page, 'Tab', summary);
  await expect(summary).toHaveAttribute('aria-selected', 'true');
  await pressAndExpectFocus(page, 'ArrowRight', analysis);
  await expect(analysis).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/my-progress\/1$/);
  await expect(main.getByRole('heading', { name: 'Overview' })).toBeVisible();

  // Into Analysis: a topic button opens that topic's skills as tabs of their own, and focus stays on the button.
  const topics = main.getByRole('group', { name: 'Topic' });
  const algebra = topics.getByRole('button', { name: 'Algebra', exact: true });
  await tabTo(page, algebra, { maxPresses: 15 });
  await page.keyboard.press('Enter');
  await expect(algebra).toHaveAttribute('aria-pressed', 'true');
  await expectVisibleFocus(page, algebra);
  const skills = main.getByRole('tablist', { name: 'Skills of Algebra' });
  await expect(skills).toBeVisible();
  const firstSkill = skills.getByRole('tab').first();
  const secondSkill = skills.getByRole('tab').nth(1);
  // The topic buttons after Algebra, then the chosen skill's tab.
  await tabTo(page, firstSkill, { maxPresses: 6 });
  await expect(firstSkill).toHaveAttribute('aria-selected', 'true');
  await pressAndExpectFocus(page, 'ArrowRight', secondSkill);
  await expect(secondSkill).toHaveAttribute('aria-selected', 'true');
  const secondSkillName = (await secondSkill.textContent()) ?? '';
  await expect(
    main.getByRole('tabpanel', { name: secondSkillName }).getByRole('heading', { name: secondSkillName }),
  ).toBeVisible();
  // The skill's own action is next, inside its panel.
  await tabTo(
    page,
    main.getByRole('tabpanel', { name: secondSkillName }).getByRole('link', { name: 'Practise this skill' }),
    {
      maxPresses: 2,
    },
  );
});
