import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { baseURL, journeyServerEnv, runDir } from './support/e2e-environment';

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './journeys',
  fullyParallel: false,
  workers: 1,
  // One retry on CI only, so a timing race (an axe scan during a dialog's fade-in, a focus move racing the shell's
  // focus-on-navigation) cannot block a landing; a test that fails twice still fails, and retried tests are
  // reported as flaky so they get fixed rather than hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Pages load lazily (route chunk + its strings); on two busy cores the first load of a chunk can take seconds.
  expect: { timeout: 20_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: join(runDir, 'results'),
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL,
    locale: 'en-CA',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: chromiumFlags,
        },
      },
    },
  ],
  webServer: {
    // A fresh database every run: the journeys build their own data, beside the seeded demo accounts.
    command: `rm -rf ${join(runDir, 'data')} && node scripts/build-if-stale.mjs web && npx tsx apps/server/src/main.ts`,
    cwd: join(import.meta.dirname, '..'),
    url: `${baseURL}/api/auth-providers`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: journeyServerEnv,
  },
});
