import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export const RIGHT = 'Nice job!';
export const WRONG = "Nope that wasn't it! Take another look.";

/** The question on screen: the section named "Question n". */
export function questionPanel(page: Page, number: number): Locator {
  return page.getByRole('region', { name: `Question ${number}`, exact: true });
}

/**
 * Checks one answer: a choice by its position, or typed text; Check is clicked, or pressed with Enter as a keyboard
 * user does (the browser then shows the focus the page moves afterwards, :focus-visible, as it would not after a click).
 */
export async function checkOnce(
  panel: Locator,
  answer: { choice: number } | { text: string },
  submit: 'click' | 'keyboard' = 'click',
): Promise<'right' | 'wrong'> {
  if ('choice' in answer) await panel.getByRole('radio').nth(answer.choice).check();
  else await panel.getByRole('textbox', { name: 'Your answer' }).fill(answer.text);
  const checked = panel.page().waitForResponse((response) => /\/api\/checkAnswer\/\d+$/.test(response.url()));
  const check = panel.getByRole('button', { name: 'Check' });
  if (submit === 'keyboard') {
    await check.focus();
    await panel.page().keyboard.press('Enter');
  } else {
    await check.click();
  }
  const response = await checked;
  expect(response.status()).toBe(200);
  // The verdict comes from the server's answer (the journey never knows a key); the page must then say the same.
  const { is_correct: isCorrect } = (await response.json()) as { is_correct: boolean };
  await expect(panel.getByRole('status')).toHaveText(isCorrect ? RIGHT : WRONG);
  return isCorrect ? 'right' : 'wrong';
}

/**
 * Waits until the panel's question shows its answer field, its choices or its text box: the question arrives after
 * its panel, and counting the choices before then finds none.
 */
export async function waitForAnswerField(panel: Locator): Promise<void> {
  await expect(
    panel
      .getByRole('radio')
      .first()
      .or(panel.getByRole('textbox', { name: 'Your answer' })),
  ).toBeVisible();
}

/**
 * Answers right when it can: the journey never knows a key, so on a multiple-choice question it tries the choices in
 * turn until the server says right; a typed question gets one honest guess.
 */
export async function answerAsWellAsPossible(panel: Locator): Promise<void> {
  await waitForAnswerField(panel);
  const choices = await panel.getByRole('radio').count();
  if (choices === 0) {
    await checkOnce(panel, { text: '1' });
    return;
  }
  for (let choice = 0; choice < choices; choice += 1) {
    if ((await checkOnce(panel, { choice })) === 'right') return;
  }
}
