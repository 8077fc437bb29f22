import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Keyboard-only journeys (WCAG 2.1.1 keyboard, 2.4.3 focus order, 2.4.7 focus visible): each step presses a key and
 * then proves two things, that focus sits on the element the step expects, and that a sighted keyboard user can see
 * it there.
 */

/** What the browser shows where focus is: the focused element's name and, when no indicator is drawn, why not. */
interface FocusReport {
  element: string;
  problem: string | null;
}

/**
 * Runs in the page (a string, because the journeys' TypeScript has no DOM types). Focus counts as visible when the
 * focused element matches :focus-visible and either draws an outline, or it or its wrapper looks different (outline,
 * shadow, border, background or text colour) from an unfocused copy of itself: Mantine's text fields change their
 * border colour instead of drawing a ring. A control that is itself visually hidden (a segmented control's radio)
 * counts when its label, next sibling or parent looks focused.
 */
const REPORT_FOCUS = `(() => {
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) {
    return { element: 'nothing', problem: 'focus is on the page itself, not on a control' };
  }
  const name = (element.getAttribute('aria-label') || element.labels?.[0]?.textContent || element.textContent || '')
    .trim().replace(/\\s+/g, ' ').slice(0, 60);
  const describe = element.tagName.toLowerCase() + (element.getAttribute('role') ? '[role=' + element.getAttribute('role') + ']' : '')
    + (name ? ' "' + name + '"' : '') + (element.id ? ' #' + element.id : '');
  if (!element.matches(':focus-visible')) return { element: describe, problem: 'not :focus-visible' };
  const isTransparent = (colour) => colour === 'transparent' || /rgba\\(.*,\\s*0\\)$/.test(colour);
  const properties = ['outline-style', 'outline-width', 'outline-color', 'box-shadow', 'border-top-color',
    'border-bottom-color', 'border-left-color', 'border-right-color', 'background-color', 'color'];
  // An unfocused twin in the same place takes the same rules except the focus ones; removed before anything paints.
  const looksFocused = (node) => {
    const seen = getComputedStyle(node);
    const focusedLook = properties.map((property) => seen.getPropertyValue(property));
    const twin = node.cloneNode(false);
    for (const attribute of ['id', 'name', 'autofocus', 'for']) twin.removeAttribute(attribute);
    twin.setAttribute('aria-hidden', 'true');
    node.after(twin);
    const unfocused = getComputedStyle(twin);
    const unfocusedLook = properties.map((property) => unfocused.getPropertyValue(property));
    twin.remove();
    return focusedLook.some((value, index) => value !== unfocusedLook[index]);
  };
  const style = getComputedStyle(element);
  const hasRing = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !isTransparent(style.outlineColor);
  const box = element.getBoundingClientRect();
  const isHidden = box.width <= 1 || box.height <= 1 || style.opacity === '0';
  if (!isHidden && hasRing) return { element: describe, problem: null };
  // A field inside a wrapper (a password field with its eye button) colours the wrapper through :focus-within.
  const candidates = isHidden
    ? [...(element.labels ?? []), element.nextElementSibling, element.parentElement]
    : [element, element.parentElement];
  if (candidates.filter(Boolean).some(looksFocused)) return { element: describe, problem: null };
  return {
    element: describe,
    problem: isHidden ? 'a hidden control whose label shows no focus' : 'no outline, shadow or colour change shows focus',
  };
})()`;

/**
 * Waits until the focused element shows its focus, and returns its name. Polled, because a colour change runs as a
 * short CSS transition that starts from the unfocused colour.
 */
async function expectFocusedElementVisible(page: Page): Promise<string> {
  let report: FocusReport = { element: 'nothing', problem: null };
  await expect
    .poll(
      async () => {
        report = await page.evaluate<FocusReport>(REPORT_FOCUS);
        return report.problem;
      },
      { message: 'focus is visible', timeout: 3_000 },
    )
    .toBeNull()
    .catch(() => {
      throw new Error(`Focus on ${report.element} is not visible: ${report.problem}`);
    });
  return report.element;
}

/** Fails unless `expected` has focus and the focus is visible on screen. */
export async function expectVisibleFocus(page: Page, expected: Locator): Promise<void> {
  await expect(expected).toBeFocused();
  await expectFocusedElementVisible(page);
}

/** Presses one key and expects focus, visibly, on `expected`: the next stop in the tab order, or where a key moves it. */
export async function pressAndExpectFocus(page: Page, key: string, expected: Locator): Promise<void> {
  await page.keyboard.press(key);
  await expectVisibleFocus(page, expected);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `maxPresses` times, and proves every stop on the way
 * shows its focus too: a control that cannot be reached fails here, and so does any invisible stop before it.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { key = 'Tab', maxPresses = 25 }: { key?: 'Tab' | 'Shift+Tab'; maxPresses?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  const focusedTarget = target.and(page.locator(':focus'));
  const visited: string[] = [];
  for (let presses = 0; presses < maxPresses; presses += 1) {
    await page.keyboard.press(key);
    try {
      visited.push(await expectFocusedElementVisible(page));
    } catch (error) {
      throw new Error(`${(error as Error).message}\nafter ${key} visited:\n${visited.join('\n')}`);
    }
    if ((await focusedTarget.count()) > 0) return;
  }
  throw new Error(`${key} never reached the control; it visited:\n${visited.join('\n')}`);
}
