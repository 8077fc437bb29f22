import { defineConfig } from 'vitest/config';

// Server suites run once per database engine: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
const serverEngines = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Property suites run thousands of cases; on two shared cores a single one can take several seconds.
          testTimeout: 60_000,
        },
      },
      ...serverEngines.map((engine) => ({
        test: {
          name: `server-${engine}`,
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB_ENGINE: engine },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      'apps/web',
    ],
  },
});
