import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paymentConfigSchema } from '@mathwise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { paymentBrowserOrigins } from '../../platform/payments/payment-browser-config';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

const SQUARE_ENV = {
  PAYMENT_PROVIDER: 'square',
  SQUARE_ACCESS_TOKEN: 'EAAA-secret-access-token',
  SQUARE_APPLICATION_ID: 'sandbox-sq0idb-public-app',
  SQUARE_LOCATION_ID: 'LOCATION_PUBLIC',
  SQUARE_WEBHOOK_SIGNATURE_KEY: 'secret-webhook-key',
  // Never contacted here: nothing in this file pays.
  SQUARE_API_URL: 'http://127.0.0.1:9',
};

/** The CSP header of a page, as a map of directive -> sources. */
function readCsp(header: string | string[] | number | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

describe('GET /api/payment/config with the sandbox provider (the default)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers the sandbox, without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'sandbox' });
  });

  it('lets pages load nothing from Square', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/payment/config' });
    const csp = readCsp(response.headers['content-security-policy']);
    for (const directive of ['script-src', 'frame-src', 'connect-src', 'style-src']) {
      expect(csp.get(directive)?.join(' ')).not.toMatch(/square/);
    }
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });
});

describe('GET /api/payment/config with the Square provider', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(SQUARE_ENV);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers the public application id, location id and environment, and no secret', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      provider: 'square',
      applicationId: 'sandbox-sq0idb-public-app',
      locationId: 'LOCATION_PUBLIC',
      environment: 'sandbox',
    });
    expect(paymentConfigSchema.safeParse(response.json()).success).toBe(true);
    expect(response.body).not.toContain('EAAA-secret-access-token');
    expect(response.body).not.toContain('secret-webhook-key');
    expect(response.body).not.toContain('127.0.0.1');
  });

  it("lets pages load Square's sandbox script, card frame and tokenisation endpoint, and nothing of production", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/payment/config' });
    const csp = readCsp(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toContain('https://sandbox.web.squarecdn.com');
    expect(csp.get('frame-src')).toContain('https://sandbox.web.squarecdn.com');
    expect(csp.get('connect-src')).toContain('https://pci-connect.squareupsandbox.com');
    expect(response.headers['content-security-policy']).not.toContain('https://web.squarecdn.com');
    expect(response.headers['content-security-policy']).not.toContain('pci-connect.squareup.com');
  });
});

describe('paymentBrowserOrigins', () => {
  const configFor = (env: Record<string, string>) =>
    loadConfig(
      { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40), ...env },
      mkdtempSync(join(tmpdir(), 'mathwise-config-')),
    ).payments;

  it("uses Square's production origins for the production environment only", () => {
    const origins = paymentBrowserOrigins(configFor({ ...SQUARE_ENV, SQUARE_ENVIRONMENT: 'production' }));
    expect(origins.script).toContain('https://web.squarecdn.com');
    expect(origins.frame).toEqual(['https://web.squarecdn.com']);
    expect(origins.connect).toContain('https://pci-connect.squareup.com');
    expect(JSON.stringify(origins)).not.toContain('sandbox');
  });

  it('trusts no third party for the sandbox provider', () => {
    expect(paymentBrowserOrigins(configFor({}))).toEqual({ script: [], frame: [], connect: [], style: [] });
  });
});
