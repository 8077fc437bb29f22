import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../test/error-answer';
import { buildParent } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp, TEST_PUBLIC_URL } from '../../test/test-app';
import { NEWSLETTER_ADDED, NEWSLETTER_ALREADY_ADDED } from './site.service';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

let clientNumber = 0;
function nextClientAddress(): string {
  clientNumber += 1;
  return `10.2.0.${clientNumber}`;
}

function subscribe(payload: unknown, remoteAddress = nextClientAddress()) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/addNewsLetterEmail',
    payload: payload as object,
    remoteAddress,
  });
}

function mailsTo(address: string) {
  return testApp.mail.messages.filter((message) => message.to.includes(address));
}

function findUnsubscribeLink(text: string): string {
  const link = /https?:\/\/\S+\/api\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error('No unsubscribe link in the mail');
  return link;
}

async function findSubscriber(email: string) {
  return testApp.database.db
    .selectFrom('newsletter_subscriber')
    .selectAll()
    .where('email', '=', email)
    .execute();
}

describe('POST /api/addNewsLetterEmail', () => {
  it('adds the address, answers the spec message and sends a welcome mail with an unsubscribe link', async () => {
    const response = await subscribe({ email: 'Reader.One@Example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(NEWSLETTER_ADDED);
    expect(NEWSLETTER_ADDED.body).toBe('Your Email was successfully added');

    expect(await findSubscriber('reader.one@example.com')).toHaveLength(1);
    const mail = await testApp.mail.waitForMessageTo('reader.one@example.com');
    expect(mail.subject).toBe('Welcome to the Mathwise newsletter');
    expect(findUnsubscribeLink(mail.text).startsWith(`${TEST_PUBLIC_URL}/api/newsletter/unsubscribe/`)).toBe(
      true,
    );
    expect(mail.html).toContain('/api/newsletter/unsubscribe/');
  });

  it('answers a repeat politely, in any letter case, without a second row or mail', async () => {
    await subscribe({ email: 'repeat@example.com' });
    await testApp.mail.waitForMessageTo('repeat@example.com');
    const response = await subscribe({ email: 'REPEAT@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(NEWSLETTER_ALREADY_ADDED);
    expect(await findSubscriber('repeat@example.com')).toHaveLength(1);
    expect(mailsTo('repeat@example.com')).toHaveLength(1);
  });

  it('stores one row when the same address arrives twice at once', async () => {
    const answers = await Promise.all([
      subscribe({ email: 'twice@example.com' }),
      subscribe({ email: 'twice@example.com' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await findSubscriber('twice@example.com')).toHaveLength(1);
  });

  it('unsubscribes through the mailed link, shows a confirmation page, and welcomes the address back later', async () => {
    await subscribe({ email: 'leaver@example.com' });
    const link = findUnsubscribeLink((await testApp.mail.waitForMessageTo('leaver@example.com')).text);

    const page = await testApp.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('You are unsubscribed');
    const [row] = await findSubscriber('leaver@example.com');
    expect(row?.unsubscribed_at).not.toBeNull();

    const again = await testApp.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(again.statusCode).toBe(200);

    const back = await subscribe({ email: 'leaver@example.com' });
    expect(back.json()).toEqual(NEWSLETTER_ADDED);
    const [returned] = await findSubscriber('leaver@example.com');
    expect(returned?.unsubscribed_at).toBeNull();
    await expect.poll(() => mailsTo('leaver@example.com').length).toBe(2);
    // The old link belonged to the first sign-up; it no longer matches anyone.
    const stale = await testApp.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(stale.statusCode).toBe(404);
  });

  it('shows a "does not work" page for an unknown token and 400 for a malformed one', async () => {
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: `/api/newsletter/unsubscribe/${'A'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This link does not work');
    const malformed = await testApp.app.inject({
      method: 'GET',
      url: '/api/newsletter/unsubscribe/%3Cscript%3E',
    });
    expectErrorAnswer(malformed, 400);
  });

  it.each([
    [undefined, 'Email is required'],
    ['', 'Email is required'],
    ['a@b.ca', 'Min length 8'],
    [`${'a'.repeat(95)}@b.com`, 'Max length 100'],
    ['abcdefgh', 'Invalid Email Format'],
    ['name@domain.museum', 'Invalid Email Format'],
  ])('refuses %j with "%s" and stores nothing', async (email, message) => {
    const before = testApp.mail.messages.length;
    const response = await subscribe({ email });
    expect(expectErrorAnswer(response, 400).body).toBe(message);
    const { count } = await testApp.database.db
      .selectFrom('newsletter_subscriber')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('email', '=', typeof email === 'string' ? email.toLowerCase() : '')
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
    expect(testApp.mail.messages.length).toBe(before);
  });

  it('refuses extra fields', async () => {
    expectErrorAnswer(await subscribe({ email: 'extra@example.com', userId: 'u1' }), 400);
    expect(await findSubscriber('extra@example.com')).toHaveLength(0);
  });

  it('answers 413 to an oversized body', async () => {
    const response = await subscribe({ email: `${'a'.repeat(40_000)}@example.com` });
    expectErrorAnswer(response, 413);
  });

  it('answers 429 { title, body } to a flood from one client', async () => {
    const flooder = nextClientAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await subscribe({ email: `flood${attempt}@example.com` }, flooder)).statusCode).toBe(200);
    }
    const refused = await subscribe({ email: 'flood9@example.com' }, flooder);
    expect(expectErrorAnswer(refused, 429).title).toBe('Too many requests');
    expect(await findSubscriber('flood9@example.com')).toHaveLength(0);
  });
});

describe('GET /api/users/getUserNumber', () => {
  it('answers { result } with the number of accounts', async () => {
    const before = (await testApp.app.inject({ method: 'GET', url: '/api/users/getUserNumber' })).json<{
      result: number;
    }>().result;
    await buildParent(testApp);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/users/getUserNumber' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: before + 1 });
  });
});
