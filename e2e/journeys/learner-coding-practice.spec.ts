import { expectNoAxeViolations } from '../support/axe';
import { authStatePath, expect, test } from '../support/fixtures';
import { answerAsWellAsPossible, questionPanel } from '../support/practice-answers';

test.use({ storageState: authStatePath('learner') });

// Issue 20: a learner practises a coding task end to end. Grade 7's coding skill holds only coding tasks (predict
// the output, find the bug, alter the code, complete the missing line), so every question of its round shows code.
const CODING_SKILL = 'Coding with sub-programs and simulations';

test('a learner practises a Grade 7 coding skill from My Practice, reading each program as written', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto('/my-practice');
  await expect(page.getByRole('heading', { level: 1, name: 'My Practice' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Grade' }).getByText('Grade 7', { exact: true }).click();
  const practise = page.getByRole('button', { name: `Practise ${CODING_SKILL}` });
  await expect(practise).toBeVisible();
  await practise.click();

  await expect(page).toHaveURL(/\/practice\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { name: `Skill 1 of 1: ${CODING_SKILL}` })).toBeVisible();

  let indentedPrograms = 0;
  for (let number = 1; number <= 10; number += 1) {
    const panel = questionPanel(page, number);
    await expect(panel).toBeVisible();
    // The program is code on the page, in a monospace font, its lines and indentation kept as written.
    const programs = panel.locator('code');
    await expect(programs.first()).toBeVisible();
    for (const program of await programs.all()) {
      await expect(program).toHaveCSS('font-family', /monospace/);
      await expect(program).toHaveCSS('white-space', 'pre');
    }
    const text = (await programs.allTextContents()).join('\n');
    if (/\n[ \t]+\S/.test(text)) indentedPrograms += 1;
    if (number === 1) await expectNoAxeViolations(page);
    await answerAsWellAsPossible(panel);
    await panel.getByRole('button', { name: number === 10 ? 'See round report' : 'Next question' }).click();
  }
  // Loops, conditions and sub-programs have bodies: some of the round's programs are indented.
  expect(indentedPrograms).toBeGreaterThan(0);

  await expect(page.getByRole('heading', { name: `Round complete: ${CODING_SKILL}` })).toBeVisible();
  await expect(page.getByTestId('round-points')).toHaveText(/^\d[\d,]*$/);
  await expectNoAxeViolations(page);
});
