import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';

const PAGES = [
  { path: '/', heading: 'Find the gaps. Practise what matters. Watch math click.' },
  { path: '/product', heading: 'One platform for the whole math team at home' },
  { path: '/pricing', heading: 'Simple pricing, per student' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/faq/plans-and-pricing', heading: 'Plans and Pricing' },
  { path: '/contact-us', heading: 'Contact us' },
];

for (const { path, heading } of PAGES) {
  test(`axe finds no WCAG 2.0 A/AA violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Get math tips in your inbox' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('axe finds no violation in the landing page tabs, testimonials and the yearly price', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Diagnostic' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Diagnostic' })).toBeVisible();
  await expect(page.getByText('What parents tell us')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next testimonial' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/pricing');
  // The billing toggle is a radio group: arrow keys move between the periods.
  await page.getByRole('radio', { name: 'Monthly' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  await expect(page.getByText('SAVE 25%')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds no violation on the contact form showing its messages, nor on a FAQ search', async ({
  page,
}) => {
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/faq');
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('trial');
  await expect(page.getByRole('button', { name: 'How does the 30-day free trial work?' })).toBeVisible();
  await expectNoAxeViolations(page);
});
