import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config';
import type { TestApp } from '../test-app';
import { createTestApp } from '../test-app';

const freshRoot = () => mkdtempSync(join(tmpdir(), 'mathwise-safe-defaults-'));
const SECRET = { AUTH_SECRET: 'a-secret-that-is-long-enough-for-better-auth-0123456789' };

describe('development parts need a loopback start (issue 22, finding 11)', () => {
  it('keeps the mailbox and demo accounts for `npm start` on a laptop', () => {
    const config = loadConfig({}, freshRoot());
    expect(config.devMailbox).toBe(true);
    expect(config.seedDemoAccounts).toBe(true);
    expect(config.startupWarnings).toEqual([]);
  });

  it('turns them off, with a warning, when a start that forgot NODE_ENV has a public address', () => {
    for (const env of [
      { PUBLIC_URL: 'https://mathwise.example', ...SECRET },
      { HOST: '0.0.0.0', ...SECRET },
    ]) {
      const config = loadConfig(env, freshRoot());
      expect(config.environment).toBe('development');
      expect(config.devMailbox, JSON.stringify(env)).toBe(false);
      expect(config.seedDemoAccounts, JSON.stringify(env)).toBe(false);
      expect(config.startupWarnings.join(' ')).toMatch(/NODE_ENV=production/);
    }
  });

  it('refuses demo accounts with published passwords on a public address, even when asked', () => {
    expect(() =>
      loadConfig(
        { PUBLIC_URL: 'https://mathwise.example', SEED_DEMO_ACCOUNTS: 'true', ...SECRET },
        freshRoot(),
      ),
    ).toThrow(ConfigError);
  });
});

describe('the app started without NODE_ENV on a public address', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ NODE_ENV: 'development', PUBLIC_URL: 'https://mathwise.example' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('serves no mailbox', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(404);
  });
});
