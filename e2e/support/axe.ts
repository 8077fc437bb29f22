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
  // A string, because the journeys' TypeScript has no DOM types. Polled from the runner with page.evaluate, not with
  // page.waitForFunction: the latter re-evaluates a string predicate inside the page with eval, which the app's
  // Content-Security-Policy (no 'unsafe-eval') refuses whenever the first check finds an animation still running.
  await expect
    .poll(() =>
      page.evaluate(
        // Endless animations (a loader's spin, a skeleton's pulse) never settle and change no colour; skip them.
        "document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity)",
      ),
    )
    .toBe(true);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
