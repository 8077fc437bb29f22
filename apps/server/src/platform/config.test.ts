import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkProductionDefaults, ConfigError, loadConfig } from './config';

function freshRoot(): string {
  return mkdtempSync(join(tmpdir(), 'mathwise-config-'));
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, freshRoot());
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('runs a fresh clone with no settings: SQLite under data/, port 3000, the outbox for mail', () => {
    const root = freshRoot();
    const config = loadConfig({}, root);
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ engine: 'sqlite', filename: join(root, 'data/mathwise.db') });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.payments.provider).toBe('sandbox');
    expect(config.seedDemoAccounts).toBe(true);
  });

  it('serves the web build from apps/web/dist unless WEB_DIST_DIR names another, relative to the repository', () => {
    const root = freshRoot();
    expect(loadConfig({}, root).webDistDir).toBe(join(root, 'apps/web/dist'));
    expect(loadConfig({ WEB_DIST_DIR: 'build/web' }, root).webDistDir).toBe(join(root, 'build/web'));
    expect(loadConfig({ WEB_DIST_DIR: '/srv/mathwise/web' }, root).webDistDir).toBe('/srv/mathwise/web');
  });

  it('generates AUTH_SECRET once in development and keeps it under data/', () => {
    const root = freshRoot();
    const first = loadConfig({}, root);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(root, 'data/auth-secret'), 'utf8')).toBe(first.authSecret);
    expect(loadConfig({}, root).authSecret).toBe(first.authSecret);
  });

  it('chooses PostgreSQL for a postgres URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db.example/mathwise' }, freshRoot());
    expect(config.database).toEqual({ engine: 'postgres', url: 'postgres://db.example/mathwise' });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with sqlite:'],
    [{ SMTP_URL: 'mail.example' }, 'SMTP_URL must start with smtp://'],
    [{ NODE_ENV: 'production' }, 'AUTH_SECRET is required in production'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET must be at least 32 characters'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together'],
    [{ PAYMENT_PROVIDER: 'square' }, 'SQUARE_ACCESS_TOKEN is required when PAYMENT_PROVIDER=square'],
    [{ OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }, 'OIDC_DISCOVERY_URL is required'],
    [{ REDIS_URL: '127.0.0.1:6379' }, 'REDIS_URL must start with redis:// or rediss://'],
    [{ PRODUCTION_ALLOW: 'sandbox-payments,everything' }, 'PRODUCTION_ALLOW lists only'],
  ])('explains a bad value: %o', (env, expected) => {
    expect(problemsOf(env).join('\n')).toContain(expected);
  });

  it('turns on social sign-in only for configured providers', () => {
    const config = loadConfig({ FACEBOOK_CLIENT_ID: 'fb', FACEBOOK_CLIENT_SECRET: 'secret' }, freshRoot());
    expect(config.identityProviders.facebook).toEqual({ clientId: 'fb', clientSecret: 'secret' });
    expect(config.identityProviders.google).toBeUndefined();
  });

  it('shares state through Redis only when REDIS_URL is set, under a key prefix', () => {
    expect(loadConfig({}, freshRoot()).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache.internal:6379' }, freshRoot()).redis).toEqual({
      url: 'redis://cache.internal:6379',
      keyPrefix: 'mathwise:',
    });
    const shared = loadConfig(
      { REDIS_URL: 'rediss://cache.internal', REDIS_KEY_PREFIX: 'staging:' },
      freshRoot(),
    );
    expect(shared.redis?.keyPrefix).toBe('staging:');
  });
});

describe('a production start', () => {
  const secret = { AUTH_SECRET: 'production-secret-that-is-long-enough-0123456789' };
  const realDeployment = {
    ...secret,
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://mathwise.example',
    SMTP_URL: 'smtps://relay.example:465',
    PAYMENT_PROVIDER: 'square',
    SQUARE_ENVIRONMENT: 'production',
    SQUARE_ACCESS_TOKEN: 'token',
    SQUARE_APPLICATION_ID: 'app',
    SQUARE_LOCATION_ID: 'location',
  };

  function refusalsOf(env: Record<string, string>): string[] {
    try {
      checkProductionDefaults(loadConfig(env, freshRoot()));
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  }

  it('refuses every development default a deployment forgot, naming each and how to allow it', () => {
    const refusals = refusalsOf({ ...secret, NODE_ENV: 'production', SEED_DEMO_ACCOUNTS: 'true' });
    expect(refusals).toHaveLength(4);
    expect(refusals[0]).toContain('PAYMENT_PROVIDER is sandbox');
    expect(refusals[0]).toContain('add sandbox-payments to PRODUCTION_ALLOW');
    expect(refusals[1]).toContain('SMTP_URL is not set');
    expect(refusals[2]).toContain('PUBLIC_URL is http://localhost:3000, not https');
    expect(refusals[3]).toContain('SEED_DEMO_ACCOUNTS is on');
  });

  it('starts with them when the operator names them, and hands them back to be printed as warnings', () => {
    const config = loadConfig(
      {
        ...secret,
        NODE_ENV: 'production',
        PUBLIC_URL: 'http://mathwise.school.local',
        PRODUCTION_ALLOW: 'sandbox-payments, outbox-mail,http-public-url',
      },
      freshRoot(),
    );
    expect(checkProductionDefaults(config).map((item) => item.allowance)).toEqual([
      'sandbox-payments',
      'outbox-mail',
      'http-public-url',
    ]);
  });

  it("counts Square's sandbox environment as sandbox payments", () => {
    expect(refusalsOf({ ...realDeployment, SQUARE_ENVIRONMENT: 'sandbox' })).toEqual([
      "SQUARE_ENVIRONMENT is sandbox: Square's test environment charges no card (set it to production); or, to run so on purpose, add sandbox-payments to PRODUCTION_ALLOW",
    ]);
  });

  it('refuses only what is not named', () => {
    const refusals = refusalsOf({ ...realDeployment, SMTP_URL: '', PRODUCTION_ALLOW: 'sandbox-payments' });
    expect(refusals).toEqual([
      'SMTP_URL is not set: verification and report mail is written to DATA_DIR/outbox, never sent; or, to run so on purpose, add outbox-mail to PRODUCTION_ALLOW',
    ]);
  });

  it('has nothing to say about a real deployment, nor about development', () => {
    expect(checkProductionDefaults(loadConfig(realDeployment, freshRoot()))).toEqual([]);
    expect(checkProductionDefaults(loadConfig({}, freshRoot()))).toEqual([]);
  });
});
