import { expect, test as base } from '@playwright/test';
import type { CapturedMail } from './mail-capture';
import { readMailTo } from './mail-capture';
import { mailDir } from './e2e-environment';

export { authStatePath, baseURL } from './e2e-environment';
export { findVerificationLink } from './mail-capture';

interface JourneyFixtures {
  /** Waits for the first e-mail to `address` received over SMTP by this run's mail capture. */
  waitForMail: (address: string) => Promise<CapturedMail>;
}

export const test = base.extend<JourneyFixtures>({
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
