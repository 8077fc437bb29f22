import { describe, expect, it } from 'vitest';

import { contactSchema, newsletterSchema } from './site.schemas';
import { fieldMessages, unrecognizedKeys } from './test-support/issues';

describe('newsletterSchema', () => {
  it.each([
    [undefined, 'Email is required'],
    ['', 'Email is required'],
    ['a@b.ca', 'Min length 8'],
    [`${'a'.repeat(95)}@b.com`, 'Max length 100'],
    ['abcdefgh', 'Invalid Email Format'],
    ['name@domain.c', 'Invalid Email Format'],
    ['name@domain.museum', 'Invalid Email Format'],
    ['name@@domain.com', 'Invalid Email Format'],
  ])('refuses %j with only %s', (email, message) => {
    expect(fieldMessages(newsletterSchema, { email }, 'email')).toEqual([message]);
  });

  it('checks length before the pattern', () => {
    expect(fieldMessages(newsletterSchema, { email: 'x@y' }, 'email')).toEqual(['Min length 8']);
  });

  it.each(['parent@example.com', 'NAME@DOMAIN.CA', 'a.b-c@sub.domain.info'])('accepts %s', (email) => {
    expect(newsletterSchema.safeParse({ email }).success).toBe(true);
  });

  it('rejects unknown keys', () => {
    expect(unrecognizedKeys(newsletterSchema, { email: 'parent@example.com', userId: 'u1' })).toEqual([
      'userId',
    ]);
  });
});

describe('contactSchema', () => {
  const good = {
    role: 'parent',
    first_name: 'Amira',
    last_name: 'Khan',
    email: 'amira@example.com',
    phone: '4165550199',
    message: 'Hello I would like to know more',
  };

  it('accepts a good message', () => {
    expect(contactSchema.parse(good)).toEqual(good);
  });

  it.each(['parent', 'student', 'teacher', 'other'])('accepts the role %s', (role) => {
    expect(contactSchema.safeParse({ ...good, role }).success).toBe(true);
  });

  it('refuses another role', () => {
    expect(contactSchema.safeParse({ ...good, role: 'admin' }).success).toBe(false);
  });

  it.each([
    ['first_name', undefined, 'First Name is required'],
    ['first_name', '', 'First Name is required'],
    ['first_name', 'A', 'Min length 2'],
    ['first_name', 'A'.repeat(31), 'Max length 30'],
    ['first_name', ' Amira', 'Can only contain letters and numbers.'],
    ['first_name', 'Amira ', 'Can only contain letters and numbers.'],
    ['first_name', "O''Neil", 'Can only contain letters and numbers.'],
    ['first_name', '<b>Amira</b>', 'Can only contain letters and numbers.'],
    ['last_name', undefined, 'Last Name is required'],
    ['last_name', '', 'Last Name is required'],
    ['last_name', 'K', 'Min length 2'],
    ['last_name', 'K'.repeat(31), 'Max length 30'],
    ['last_name', 'Khan!', 'Can only contain letters and numbers.'],
    ['email', '', 'Email is required'],
    ['email', `${'a'.repeat(95)}@b.com`, 'Max length 100'],
    ['email', 'amira@', 'Invalid Email Format'],
    ['phone', '123456789012345678901', 'Max length 20'],
    ['phone', '416555019', 'Invalid Phone Format'],
    ['phone', '4165550199123', 'Invalid Phone Format'],
    ['phone', '416-555-0199', 'Invalid Phone Format'],
    ['message', undefined, 'Message is required'],
    ['message', '', 'Message is required'],
    ['message', '   ', 'Message is required'],
    ['message', 'a'.repeat(501), 'Max length 500'],
    ['message', 'Hello <script>', 'Can only contain letters and numbers.'],
    ['message', 'Hello\u0007 there', 'Can only contain letters and numbers.'],
    ['message', 'Hello\u000b there', 'Can only contain letters and numbers.'],
  ])('refuses %s %j with only %s', (field, value, message) => {
    expect(fieldMessages(contactSchema, { ...good, [field]: value }, field)).toEqual([message]);
  });

  // Decision 019: Canadian names and ordinary sentences pass; markup and control characters do not.
  it.each([
    ['first_name', "O'Neil"],
    ['first_name', 'Jean-Luc'],
    ['first_name', 'Zoë'],
    ['last_name', 'Smith-Jones'],
    ['last_name', 'O’Brien'],
    ['message', "Hello, can my two kids share one account? We're in Sudbury (Grade 6 & 8)."],
    ['message', 'First line.\nSecond line: 13 % HST, $5.99 — thanks!'],
  ])('accepts %s %j', (field, value) => {
    expect(fieldMessages(contactSchema, { ...good, [field]: value }, field)).toEqual([]);
  });

  it('checks the first-name length before its characters', () => {
    expect(fieldMessages(contactSchema, { ...good, first_name: '!' }, 'first_name')).toEqual([
      'Min length 2',
    ]);
  });

  it('keeps inner spaces in names', () => {
    expect(contactSchema.safeParse({ ...good, first_name: 'Mary  Ann', last_name: 'Van Dyke' }).success).toBe(
      true,
    );
  });

  it.each([undefined, '', '   '])('treats the phone %j as absent', (phone) => {
    expect(contactSchema.parse({ ...good, phone }).phone).toBeUndefined();
  });

  it.each(['4165550199', '14165550199', '014165550199'])('accepts the phone %s', (phone) => {
    expect(contactSchema.parse({ ...good, phone }).phone).toBe(phone);
  });

  it('accepts a message of 500 characters and keeps line breaks', () => {
    expect(contactSchema.safeParse({ ...good, message: 'a'.repeat(500) }).success).toBe(true);
    expect(contactSchema.safeParse({ ...good, message: 'Line one\nLine two' }).success).toBe(true);
  });

  it('accepts letters beyond ASCII', () => {
    expect(contactSchema.safeParse({ ...good, first_name: 'Zoë', last_name: 'Bélanger' }).success).toBe(true);
  });

  it.each(['role_id', 'status', 'userId'])('rejects the extra key %s', (key) => {
    expect(unrecognizedKeys(contactSchema, { ...good, [key]: 1 })).toEqual([key]);
  });
});
