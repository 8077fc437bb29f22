import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

test('a visitor explores the curriculum: grades, strands, skills and a sample question rendered with KaTeX', async ({
  page,
}) => {
  await page.goto('/curriculum');
  await expect(page.getByRole('heading', { level: 1, name: /Ontario math curriculum/ })).toBeVisible();

  // Grade 6 and its five strands load on entry.
  const strands = page.getByRole('article');
  await expect(strands.getByRole('heading', { level: 2 })).toHaveText([
    'Number',
    'Algebra',
    'Data',
    'Spatial Sense',
    'Financial Literacy',
  ]);

  const number = strands.filter({ has: page.getByRole('heading', { name: 'Number', exact: true }) });
  await number.getByRole('button', { name: 'Show skills' }).click();
  await number.getByRole('button', { name: 'Fractions, decimals and percents' }).click();
  const preview = page.getByRole('region', { name: 'Sample question' });
  await expect(preview.getByRole('heading', { name: /as a decimal/ })).toBeVisible();
  await expect(preview.locator('.katex').first()).toBeVisible();

  // Another grade: Grade 8 Spatial Sense has the Pythagorean theorem.
  await page.getByText('Grade 8', { exact: true }).click();
  const spatialSense = strands.filter({
    has: page.getByRole('heading', { name: 'Spatial Sense', exact: true }),
  });
  await spatialSense.getByRole('button', { name: 'Show skills' }).click();
  await spatialSense.getByRole('button', { name: 'The Pythagorean theorem' }).click();
  await expect(preview.getByRole('heading', { name: /right triangle/ })).toBeVisible();

  await expectNoAxeViolations(page);

  // Diagnose opens the dialog whose button starts the live demo on a demo topic (1 to 5).
  await strands
    .filter({ has: page.getByRole('heading', { name: 'Number', exact: true }) })
    .getByRole('button', { name: 'Diagnose' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Diagnose Number' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Try Live Demo' }).click();
  await expect(page).toHaveURL(/\/diagnostic-demo\/[1-5]\/1$/);
});
