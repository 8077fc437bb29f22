import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../support/axe';
import { expectNoCutButtonText } from '../support/cut-text';
import { runDir } from '../support/e2e-environment';
import { authStatePath, expect, test } from '../support/fixtures';

test.use({ storageState: authStatePath('parent') });

/** The signed-in parent's own pages, visited read-only (the seeded parent is shared with other journeys). */
const PARENT_PAGES = [
  ['my-students', '/my-students'],
  ['membership-and-billing', '/account/membership-and-billing'],
  ['billing-history', '/account/billing-history'],
  ['account-settings', '/account/settings'],
  ['add-membership', '/account/add-membership'],
] as const;

test('on a 390 px phone every page of the parent fits the screen, cuts no button text and passes axe', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const screenshotDir = join(runDir, 'screenshots');
  mkdirSync(screenshotDir, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [name, path] of PARENT_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading$/ })).toHaveCount(0);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect({ page: path, overflow }).toEqual({ page: path, overflow: 0 });
    await expectNoCutButtonText(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: join(screenshotDir, `parent-${name}-390.png`), fullPage: true });
  }
});
