import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../test/error-answer';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { CONTACT_RECEIVED } from './site.service';
import { buildContactNotificationEmail } from './templates/contact-notification.email';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ SUPPORT_EMAIL: 'help@mathwise.test' });
});
afterAll(async () => {
  await testApp.close();
});

// Each test speaks from its own client address, so the per-client rate limit never couples tests.
let clientNumber = 0;
function nextClientAddress(): string {
  clientNumber += 1;
  return `10.1.0.${clientNumber}`;
}

const goodMessage = {
  role: 'parent',
  first_name: 'Amira',
  last_name: 'Khan',
  email: 'amira.khan@example.com',
  phone: '4165550199',
  message: 'Hello\nCan my two children share one account',
};

function sendContact(payload: unknown, remoteAddress = nextClientAddress()) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/contact-us',
    payload: payload as object,
    remoteAddress,
  });
}

async function countStoredMessages(): Promise<number> {
  const { count } = await testApp.database.db
    .selectFrom('contact_message')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

describe('POST /api/contact-us', () => {
  it('stores the message, answers thank you and e-mails support over SMTP', async () => {
    const response = await sendContact(goodMessage);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(CONTACT_RECEIVED);

    const stored = await testApp.database.db
      .selectFrom('contact_message')
      .selectAll()
      .where('email', '=', goodMessage.email)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      role: 'parent',
      first_name: 'Amira',
      last_name: 'Khan',
      phone: '4165550199',
      message: goodMessage.message,
    });

    const mail = await testApp.mail.waitForMessageTo('help@mathwise.test');
    expect(mail.subject).toBe(`Contact message #${stored.id} from Amira Khan`);
    expect(mail.text).toContain('Role: Parent');
    expect(mail.text).toContain('E-mail: amira.khan@example.com');
    expect(mail.text).toContain(goodMessage.message);
    expect(mail.html).toContain('Can my two children share one account');
  });

  it('accepts a Canadian name and an ordinary sentence (decision 019), stored as written', async () => {
    const email = 'pat.oneil@example.com';
    const message = "Hello, can my two kids share one account? We're in Sudbury.";
    const response = await sendContact({
      ...goodMessage,
      first_name: 'Pat',
      last_name: "O'Neil-Côté",
      email,
      message,
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await testApp.database.db
      .selectFrom('contact_message')
      .select(['last_name', 'message'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ last_name: "O'Neil-Côté", message });
  });

  it('accepts a message without a phone number and stores none', async () => {
    const { phone: _phone, ...withoutPhone } = goodMessage;
    const email = 'no.phone@example.com';
    const response = await sendContact({ ...withoutPhone, email, phone: '' });
    expect(response.statusCode).toBe(200);
    const stored = await testApp.database.db
      .selectFrom('contact_message')
      .select('phone')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.phone).toBeNull();
  });

  it.each([
    ['first_name', undefined, 'First Name is required'],
    ['first_name', '', 'First Name is required'],
    ['first_name', 'A', 'Min length 2'],
    ['first_name', 'A'.repeat(31), 'Max length 30'],
    ['first_name', ' Amira', 'Can only contain letters and numbers.'],
    ['last_name', undefined, 'Last Name is required'],
    ['last_name', 'K', 'Min length 2'],
    ['last_name', 'K'.repeat(31), 'Max length 30'],
    ['last_name', 'Khan!', 'Can only contain letters and numbers.'],
    ['email', '', 'Email is required'],
    ['email', `${'a'.repeat(95)}@b.com`, 'Max length 100'],
    ['email', 'amira@', 'Invalid Email Format'],
    ['phone', '123456789012345678901', 'Max length 20'],
    ['phone', '416-555-0199', 'Invalid Phone Format'],
    ['message', undefined, 'Message is required'],
    ['message', '   ', 'Message is required'],
    ['message', 'a'.repeat(501), 'Max length 500'],
    ['message', 'Call me at <b>5pm</b>', 'Can only contain letters and numbers.'],
    ['role', 'admin', 'Choose parent, student, teacher or other'],
  ])('refuses %s %j with "%s" and stores nothing', async (field, value, message) => {
    const before = await countStoredMessages();
    const mailsBefore = testApp.mail.messages.length;
    const response = await sendContact({ ...goodMessage, [field]: value });
    expect(expectErrorAnswer(response, 400).body).toBe(message);
    expect(await countStoredMessages()).toBe(before);
    expect(testApp.mail.messages.length).toBe(mailsBefore);
  });

  it('refuses a field the form does not have (no mass assignment)', async () => {
    const response = await sendContact({ ...goodMessage, id: 1 });
    expectErrorAnswer(response, 400);
  });

  it('refuses a script in the message: it is never stored or mailed', async () => {
    const before = await countStoredMessages();
    const response = await sendContact({ ...goodMessage, message: '<script>alert("x")</script>' });
    expect(expectErrorAnswer(response, 400).body).toBe('Can only contain letters and numbers.');
    expect(await countStoredMessages()).toBe(before);
  });

  it('escapes every visitor value in the HTML mail and keeps the text part plain', () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const mail = buildContactNotificationEmail(
      'help@mathwise.test',
      { ...goodMessage, role: 'other', first_name: hostile, last_name: 'Khan', message: hostile },
      7,
    );
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.text).toContain(hostile);
  });

  it('answers 415 to a body that is not JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: { 'content-type': 'application/xml' },
      payload: '<message>hello</message>',
      remoteAddress: nextClientAddress(),
    });
    expectErrorAnswer(response, 415);
  });

  it('answers 413 to an oversized body and stores nothing', async () => {
    const before = await countStoredMessages();
    const response = await sendContact({ ...goodMessage, message: 'a '.repeat(20_000) });
    expect(expectErrorAnswer(response, 413).title).toBe('Too large');
    expect(await countStoredMessages()).toBe(before);
  });

  it('answers 429 { title, body } to a flood from one client, and keeps serving others', async () => {
    const flooder = nextClientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await sendContact({ ...goodMessage, email: 'flood@example.com' }, flooder)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const refused = await sendContact({ ...goodMessage, email: 'flood@example.com' }, flooder);
    const answer = expectErrorAnswer(refused, 429);
    expect(answer.title).toBe('Too many requests');
    expect(answer.body).toMatch(/try again in/);
    const stored = await testApp.database.db
      .selectFrom('contact_message')
      .select('id')
      .where('email', '=', 'flood@example.com')
      .execute();
    expect(stored).toHaveLength(5);
    expect((await sendContact(goodMessage)).statusCode).toBe(200);
  });

  it('is listed in the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/contact-us',
        '/api/addNewsLetterEmail',
        '/api/newsletter/unsubscribe/{token}',
        '/api/users/getUserNumber',
      ]),
    );
  });
});
