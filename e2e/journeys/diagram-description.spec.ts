import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/** The diagram's own description, as its generator wrote it: the SVG's <title> (and <desc> when it has one). */
function readSvgDescription(svg: string): string {
  const unescape = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&apos;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();
  return [/<title>([\s\S]*?)<\/title>/.exec(svg)?.[1], /<desc>([\s\S]*?)<\/desc>/.exec(svg)?.[1]]
    .filter((part): part is string => part !== undefined && unescape(part) !== '')
    .map(unescape)
    .join('. ');
}

test("a screen reader hears a diagram question's own description, not a stock text", async ({ page }) => {
  // Topic 4 (Grade 6 Spatial Sense) starts with angles, where every question has a diagram.
  await page.goto('/diagnostic-demo/4/1');
  await page.getByRole('button', { name: "Let's Go" }).click();
  await expect(page.getByRole('heading', { name: 'Answer Questions' })).toBeVisible();

  const panel = page.getByRole('region', { name: /^Question [1-5]$/ });
  const diagram = panel.locator('img[src*="/api/storage/questions/"]');
  await expect(diagram).toBeVisible();
  const source = await diagram.getAttribute('src');
  if (!source) throw new Error('the diagram has no source');
  const svg = await (await page.request.get(source)).text();
  const description = readSvgDescription(svg);

  // The description names the drawn values, and it is exactly what assistive technology reads.
  expect(description).toMatch(/\d/);
  await expect(diagram).toHaveAccessibleName(description);
  await expect(panel.getByRole('img', { name: description })).toBeVisible();
  await expect(panel.getByRole('img', { name: /no text description/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
