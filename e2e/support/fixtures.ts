import { createHash } from 'node:crypto';
import { expect, test as base } from '@playwright/test';
import type { TestInfo } from '@playwright/test';
import type { CapturedMail } from './mail-capture';
import { readMailTo } from './mail-capture';
import { mailDir } from './e2e-environment';

export { authStatePath, baseURL } from './e2e-environment';
export { findVerificationLink } from './mail-capture';

interface JourneyFixtures {
  /** Waits for the first e-mail to `address` received over SMTP by this run's mail capture. */
  waitForMail: (address: string) => Promise<CapturedMail>;
}

/**
 * The address a journey's visitor comes from, one per test and attempt (10.x.y.z). Sign-up and sign-in are limited per
 * address (a few a minute), as they should be; forty journeys from one address would trip those limits on one another,
 * so each journey is its own visitor behind the proxy the journey server trusts (TRUST_PROXY in playwright.config.ts).
 */
function visitorAddress(testInfo: TestInfo): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}`).digest();
  return `10.${a}.${b}.${Math.max(c, 1)}`;
}

export const test = base.extend<JourneyFixtures>({
  // Every context and request context of the test inherits it, including those made with browser.newContext().
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress(testInfo) });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the fixture argument to be destructured.
  waitForMail: async ({}, use) => {
    await use(async (address) => {
      await expect.poll(() => readMailTo(mailDir, address).length, { timeout: 15_000 }).toBeGreaterThan(0);
      const [mail] = readMailTo(mailDir, address);
      if (!mail) throw new Error(`No mail to ${address}`);
      return mail;
    });
  },
});

export { expect };
