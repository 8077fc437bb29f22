import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Scans the page against WCAG 2.0 A and AA and fails with one line per violation, naming the offending elements.
 *
 * It first waits for every running CSS transition and animation to end: a dialog caught mid fade-in is partly
 * transparent, and axe then measures a contrast the learner never sees once the dialog has settled.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A string, because the journeys' TypeScript has no DOM types.
  await page.waitForFunction("document.getAnimations().every((animation) => animation.playState !== 'running')");
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
