import type { Page } from '@playwright/test';
import { authStatePath, expect, test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { waitForHydration } from '../support/hydration';

const TOP_LINKS = ['Product', 'Pricing', 'Curriculum', 'FAQ', 'Contact Us'];

async function expectTopLinks(page: Page, isShown: boolean) {
  const navigation = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  if (!isShown) {
    await expect(navigation).toHaveCount(0);
    return;
  }
  for (const name of TOP_LINKS) await expect(navigation.getByRole('link', { name })).toBeVisible();
}

/**
 * Opens the profile menu and waits until focus has moved into it: a key pressed while it is still opening goes to the
 * button instead (seen on a busy CI machine).
 */
async function openProfileMenu(page: Page) {
  await page.getByRole('button', { name: /Open profile menu for/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  await expect(menu.locator(':focus')).toHaveCount(1);
  return menu;
}

async function expectProfileMenu(page: Page, items: string[]) {
  const menu = await openProfileMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText(items);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

/** A visitor's side menu (narrow screens) holds the top links, Login and Sign up, and Escape closes it. */
async function expectAnonymousSideMenu(page: Page) {
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  for (const name of [...TOP_LINKS, 'Login', 'Sign up']) {
    await expect(drawer.getByRole('link', { name })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

// A public page every role may open: the header there shows exactly the role's items.
const PAGE = '/design-system';

test.describe('anonymous visitor', () => {
  test('sees the top links, Login and Sign up, and no profile menu', async ({ page }) => {
    await page.goto(PAGE);
    await expectTopLinks(page, true);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/action-page/login');
    await expect(banner.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/pre-signup');
    await expect(page.getByRole('button', { name: /Open profile menu for/ })).toHaveCount(0);
  });

  test('the mobile side menu has the same items and Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PAGE);
    await expectAnonymousSideMenu(page);
  });

  test('the prerendered landing page has the same header, and its side menu opens once the page runs', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    await expectAnonymousSideMenu(page);

    // Its links load the app at the page they name.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Simple pricing, per student' })).toBeVisible();
    await expectTopLinks(page, true);
  });
});

test.describe('parent without a subscription', () => {
  test.use({ storageState: authStatePath('parentWithoutSubscription') });

  test('sees the top links, Subscription and Logout', async ({ page }) => {
    await page.goto(PAGE);
    await expectTopLinks(page, true);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Subscription' })).toHaveAttribute(
      'href',
      '/plan-selection',
    );
    await expect(banner.getByRole('link', { name: 'Logout' })).toBeVisible();
  });
});

test.describe('subscribed parent', () => {
  test.use({ storageState: authStatePath('parent') });

  test('has no top links and a profile menu that arrow keys move through', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('button', { name: /Open profile menu for/ })).toBeVisible();
    await expectTopLinks(page, false);
    await expectProfileMenu(page, ['My Students', 'Account Settings', 'Membership & Billing', 'Log out']);

    const menu = await openProfileMenu(page);
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'My Students' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toBeFocused();
  });

  test('gets the landing page at / with their own header, not the anonymous one', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: /Open profile menu for/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expectTopLinks(page, false);
    await expect(page.getByRole('link', { name: 'Try live demo' }).first()).toBeVisible();
  });
});

test.describe('subscribed learner', () => {
  test.use({ storageState: authStatePath('learner') });

  test('sees Practice and My Progress, and a profile menu with Account Settings and Log out', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Practice' })).toHaveAttribute('href', '/my-practice');
    await expect(banner.getByRole('link', { name: 'My Progress' })).toHaveAttribute('href', '/my-progress');
    await expectProfileMenu(page, ['Account Settings', 'Log out']);

    // On a phone the learner's own Practice and My Progress lead the menu; the site's links follow (issue 21).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link')).toHaveText([
      'Practice',
      'My Progress',
      ...TOP_LINKS,
      'Account Settings',
      'Log out',
    ]);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});

test.describe('learner without a subscription', () => {
  test.use({ storageState: authStatePath('learnerWithoutSubscription') });

  test('has Onboarding and Log out in the profile menu', async ({ page }) => {
    await page.goto(PAGE);
    await expectProfileMenu(page, ['Onboarding', 'Log out']);
  });

  test('is sent to /ask-parent from the parent-only plan selection', async ({ page }) => {
    await page.goto('/plan-selection');
    await expect(page).toHaveURL(/\/ask-parent$/);
  });
});

test.describe('teacher', () => {
  test.use({ storageState: authStatePath('teacher') });

  test("sees only 'Hi, {nickname}' linking to the admin portal", async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Hi, teacher' })).toHaveAttribute(
      'href',
      '/admin-portal/questions',
    );
    await expectTopLinks(page, false);
  });
});

test('an anonymous visitor on a protected page sees Restricted access', async ({ page }) => {
  await page.goto('/plan-selection');
  await expect(page.getByRole('heading', { name: 'Restricted access' })).toBeVisible();
  await expect(
    page.getByText('Please log in to enjoy all the benefits Mathwise has to offer.'),
  ).toBeVisible();
});
