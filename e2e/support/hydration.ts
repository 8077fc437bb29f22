import { expect, type Page } from '@playwright/test';

// A string, because the journeys' TypeScript has no DOM types; evaluated by the DevTools protocol, which the page's
// CSP (no eval) does not stop, unlike `waitForFunction`.
const IS_HYDRATED = `(() => {
  const elements = [...(document.getElementById('root')?.querySelectorAll('*') ?? [])];
  return elements.length > 0 &&
    elements.every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
})()`;

/**
 * Waits until React has hydrated the whole prerendered landing page. `/` arrives as finished HTML (apps/web/src/landing/)
 * and its code takes over a moment later, the sections below the hero later still; a click or key press before then
 * reaches no handler. React keeps a `__reactFiber$…` key on each element it has hydrated, so the page is ready when
 * every element under #root has one.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate<boolean>(IS_HYDRATED), { message: 'the landing page hydrated' })
    .toBe(true);
}
