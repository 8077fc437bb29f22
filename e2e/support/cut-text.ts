import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Every visible button and button-styled link shows its whole text: none of its text boxes is narrower than its
 * content ("Pract" for "Practice"). A string, because the journeys' TypeScript has no DOM types; it names the cut
 * buttons for the failure message.
 */
const findCutButtons = `(() => {
  const isCut = (element) => element.scrollWidth > element.clientWidth + 1;
  return [...document.querySelectorAll('button, a.mantine-Button-root, [role="tab"]')]
    .filter((button) => button.getClientRects().length > 0 && !button.closest('[aria-hidden="true"]'))
    .filter((button) => [button, ...button.querySelectorAll('span, div')].some(isCut))
    .slice(0, 5)
    .map((button) => (button.textContent ?? '').trim() + ' (' + button.getBoundingClientRect().width + ' px)');
})()`;

export async function expectNoCutButtonText(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate<string[]>(findCutButtons), { message: 'buttons whose text is cut off' })
    .toEqual([]);
}
