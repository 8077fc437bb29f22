import type { Locator, Page } from '@playwright/test';
import { authStatePath, expect, test } from '../support/fixtures';
import { expectVisibleFocus, pressAndExpectFocus, tabTo } from '../support/keyboard';

test.use({ storageState: authStatePath('learner') });

const RIGHT = 'Nice job!';

/** Presses Enter on Check (or in the answer field) and returns the server's verdict, which the page must show. */
async function checkWith(page: Page, panel: Locator, key: 'Enter' | 'Space'): Promise<boolean> {
  const checked = page.waitForResponse((response) => /\/api\/checkAnswer\/\d+$/.test(response.url()));
  await page.keyboard.press(key);
  const { is_correct: isCorrect } = (await (await checked).json()) as { is_correct: boolean };
  if (isCorrect) await expect(panel.getByRole('status')).toHaveText(RIGHT);
  else await expect(panel.getByRole('status')).not.toHaveText(RIGHT);
  return isCorrect;
}

/**
 * Answers the question in `panel` by keyboard, `maxPresses` Tabs at most from where focus is to the answer. A choice
 * question is tried option by option (the journey knows no key) until right: Space picks the first option, the arrow
 * keys the next ones, Enter presses Check. A typed question gets one answer, sent with Enter in the field. Returns
 * whether the question ended right.
 */
async function answerByKeyboard(page: Page, panel: Locator, maxPresses: number): Promise<boolean> {
  const check = panel.getByRole('button', { name: 'Check' });
  const choices = panel.getByRole('radio');
  const choiceCount = await choices.count();
  if (choiceCount === 0) {
    const field = panel.getByRole('textbox', { name: 'Your answer' });
    await tabTo(page, field, { maxPresses });
    await page.keyboard.type('1');
    return checkWith(page, panel, 'Enter');
  }
  await tabTo(page, choices.first(), { maxPresses });
  await page.keyboard.press('Space');
  await expect(choices.first()).toBeChecked();
  // Past "Hint" (when the question has hints) and "Show me how" to Check.
  await tabTo(page, check, { maxPresses: 3 });
  for (let choice = 0; choice < choiceCount; choice += 1) {
    if (await checkWith(page, panel, 'Enter')) return true;
    // Wrong: focus is back on Check; the chosen option comes before it, and Down picks the next one.
    await expectVisibleFocus(page, check);
    // Back past "Show me how" (gone once the second wrong answer shows the solution) to the chosen option.
    await tabTo(page, choices.nth(choice), { key: 'Shift+Tab', maxPresses: 2 });
    await pressAndExpectFocus(page, 'ArrowDown', choices.nth((choice + 1) % choiceCount));
    await tabTo(page, check, { maxPresses: 2 });
  }
  throw new Error('No option was right');
}

test('a learner practises a full round of ten questions by keyboard alone, with focus visible', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const main = page.getByRole('main');

  await page.goto('/my-practice');
  await expect(page.getByRole('heading', { level: 1, name: 'My Practice' })).toBeVisible();
  // An Algebra skill (topic 2): the Number topic belongs to the learner-practice journey's diagnostic.
  const algebraSkill = main
    .getByRole('listitem')
    .filter({ has: page.getByText('Algebra', { exact: true }) })
    // A skill's row, not the topic's card (which has a heading).
    .filter({ hasNot: page.getByRole('heading') })
    .getByRole('button', { name: /^Practise / })
    .first();
  await expect(algebraSkill).toBeVisible();
  const skillName = ((await algebraSkill.getAttribute('aria-label')) ?? '').replace(/^Practise /, '');
  await pressAndExpectFocus(page, 'Tab', page.getByRole('link', { name: 'Skip to main content' }));
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();
  await tabTo(page, algebraSkill, { maxPresses: 60 });
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/practice\/2\/\d+$/);
  await expect(page.getByRole('heading', { name: `Skill 1 of 1: ${skillName}` })).toBeVisible();
  await expect(main).toBeFocused();

  for (let number = 1; number <= 10; number += 1) {
    const panel = page.getByRole('region', { name: `Question ${number}`, exact: true });
    await expect(panel).toBeVisible();
    // From the second question on, the new question takes focus, so the next Tab is its answer.
    if (number > 1) await expect(panel).toBeFocused();
    if (number === 1) {
      // Leaving mid-round asks first; Escape keeps the round and returns focus to the link that asked.
      const myProgress = page.getByRole('banner').getByRole('link', { name: 'My Progress' });
      await tabTo(page, myProgress, { key: 'Shift+Tab', maxPresses: 10 });
      await page.keyboard.press('Enter');
      const leave = page.getByRole('dialog', { name: 'Leave now?' });
      await expect(leave).toBeVisible();
      await expectVisibleFocus(page, leave.locator(':focus'));
      await page.keyboard.press('Escape');
      await expect(leave).toBeHidden();
      await expectVisibleFocus(page, myProgress);
    }
    const isRight = await answerByKeyboard(page, panel, number === 1 ? 25 : 1);
    const next = panel.getByRole('button', { name: number === 10 ? 'See round report' : 'Next question' });
    // A right answer closes the question and focus moves on to Next; after a wrong typed answer it stays in the
    // field, and Next is three stops on, past "Show me how" and Check.
    if (isRight) await expectVisibleFocus(page, next);
    else await tabTo(page, next, { maxPresses: 3 });
    await page.keyboard.press('Enter');
  }

  // The round report takes focus; its actions are the next stops.
  await expect(page.getByRole('heading', { name: `Round complete: ${skillName}` })).toBeVisible();
  await expect(page.getByTestId('round-points')).toHaveText(/^\d[\d,]*$/);
  const report = page.locator('section').filter({ has: page.getByTestId('round-points') });
  await expect(report).toBeFocused();
  // Past the report's own links (the recommended next step, the missed questions' solutions) to Finish practice.
  await tabTo(page, main.getByRole('button', { name: 'Finish practice' }), { maxPresses: 20 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-practice$/);
  await expect(main).toBeFocused();
});
