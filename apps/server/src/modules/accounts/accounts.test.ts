import { VERIFICATION_EMAIL_SENT } from '@mathwise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { buildParent, signUpUnverified as signUpAccount } from '../../test/factories';
import { expectErrorAnswer } from '../../test/error-answer';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function resend(headers: Record<string, string>, payload: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/email/verification',
    headers,
    payload: payload as object,
  });
}

function signUpUnverified(email: string) {
  return signUpAccount(testApp, {
    name: 'Una Verified',
    email,
    password: 'Strong!Pass1',
    userType: 'parent',
  });
}

describe('POST /api/email/verification', () => {
  it('sends the verification e-mail again to an unverified user', async () => {
    const email = 'resend@example.com';
    const user = await signUpUnverified(email);
    await testApp.mail.waitForMessageTo(email);
    const before = testApp.mail.messages.filter((message) => message.to.includes(email)).length;

    const response = await resend(user.headers, { user_id: user.userId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ title: 'Email sent', body: VERIFICATION_EMAIL_SENT });
    await expect
      .poll(() => testApp.mail.messages.filter((message) => message.to.includes(email)).length)
      .toBe(before + 1);
  });

  it('answers 401 without a session', async () => {
    const response = await resend({}, { user_id: 'anyone' });
    expect(expectErrorAnswer(response, 401).title).toBe('Not signed in');
  });

  it("answers 403 for another user's id and sends nothing", async () => {
    const user = await signUpUnverified('own@example.com');
    const other = await buildParent(testApp);
    const sentBefore = testApp.mail.messages.length;
    const response = await resend(user.headers, { user_id: other.userId });
    expect(response.statusCode).toBe(403);
    expect(testApp.mail.messages.length).toBe(sentBefore);
  });

  it('answers 409 when the address is already verified', async () => {
    const parent = await buildParent(testApp);
    const response = await resend(parent.headers, { user_id: parent.userId });
    expect(response.statusCode).toBe(409);
  });

  it('answers 400 for a body with unknown or missing fields', async () => {
    const parent = await buildParent(testApp);
    expect((await resend(parent.headers, {})).statusCode).toBe(400);
    expect((await resend(parent.headers, { user_id: parent.userId, role: 'teacher' })).statusCode).toBe(400);
  });
});

describe('GET /api/auth-providers', () => {
  it('lists no social sign-in when none is configured', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth-providers' });
    expect(response.json()).toEqual({ providers: [] });
  });

  it('lists the providers whose credentials are configured', async () => {
    const configured = await createTestApp({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/api/auth-providers' });
      expect(response.json()).toEqual({ providers: ['google'] });
    } finally {
      await configured.close();
    }
  });
});
