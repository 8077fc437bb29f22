import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
