import { describe, expect, it } from 'vitest';

import {
  emailSchema,
  passwordSchema,
  resendVerificationSchema,
  signInSchema,
  signUpSchema,
  userTypeSchema,
} from './identity.schemas';
import { PASSWORD_HINT, PASSWORD_SPECIAL_CHARACTER, PASSWORD_SPECIAL_CHARACTERS } from './messages';
import { fieldMessages, messagesOf, unrecognizedKeys } from './test-support/issues';

describe('emailSchema', () => {
  it.each([
    [undefined, 'Email is required'],
    [null, 'Email is required'],
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    [`${'a'.repeat(95)}@x.com`, 'Max length 100'],
    ['not-an-email', 'Invalid Email Format'],
    ['a@b', 'Invalid Email Format'],
    ['a@b.abcde', 'Invalid Email Format'],
  ])('refuses %j with only its first failing rule, %s', (value, message) => {
    expect(messagesOf(emailSchema, value)).toEqual([message]);
  });

  it('reports the length before the pattern when both fail', () => {
    expect(messagesOf(emailSchema, 'x'.repeat(101))).toEqual(['Max length 100']);
  });

  it.each(['parent@example.com', 'First.Last+tag@School.ON.CA', 'a_b@mail.info'])('accepts %s', (value) => {
    expect(emailSchema.safeParse(value).success).toBe(true);
  });

  it('trims surrounding spaces', () => {
    expect(emailSchema.parse('  parent@example.com ')).toBe('parent@example.com');
  });
});

describe('passwordSchema', () => {
  it.each([
    [undefined, 'Password is required'],
    ['', 'Password is required'],
    ['Ab1!', 'Min length 8'],
    ['ABCDEFG1!', 'Lowercase, uppercase, and numbers'],
    ['abcdefg1!', 'Lowercase, uppercase, and numbers'],
    ['Abcdefgh!', 'Lowercase, uppercase, and numbers'],
    ['Abcdefgh1', 'At least one Special character (!@#$%^&*?)'],
    [`Aa1!${'x'.repeat(125)}`, 'Max length 128'],
  ])('refuses %j with %s', (value, message) => {
    expect(messagesOf(passwordSchema, value)).toEqual([message]);
  });

  it('accepts as the special character exactly the set its message and hint list, the same for every field (decision 023)', () => {
    const listed = /\(([^)]+)\)$/.exec(PASSWORD_SPECIAL_CHARACTER)?.[1] ?? '';
    expect(listed).toBe(PASSWORD_SPECIAL_CHARACTERS);
    expect(PASSWORD_HINT).toContain(`(${listed})`);
    // Spec 2's two lists, for a new learner and for a password change, are both inside it.
    for (const character of '!@#$%^&*' + '@$!%*?&') expect(listed).toContain(character);
    const punctuation = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).filter(
      (character) => !/[A-Za-z0-9]/.test(character),
    );
    for (const character of punctuation) {
      const accepted = passwordSchema.safeParse(`Abcdefg1${character}`).success;
      expect({ character, accepted }).toEqual({ character, accepted: listed.includes(character) });
    }
  });

  it('puts the length rule before the character rules', () => {
    expect(messagesOf(passwordSchema, 'abc')).toEqual(['Min length 8']);
  });

  it.each(['Abcdefg1!', 'Pa55word#', 'Secret1?x', 'Zz9$zzzz'])('accepts %s', (value) => {
    expect(passwordSchema.safeParse(value).success).toBe(true);
  });

  it('keeps spaces as typed', () => {
    expect(passwordSchema.parse(' Abcdefg1! ')).toBe(' Abcdefg1! ');
  });
});

describe('userTypeSchema', () => {
  it('accepts parent and learner only', () => {
    expect(userTypeSchema.parse('parent')).toBe('parent');
    expect(userTypeSchema.parse('learner')).toBe('learner');
    expect(userTypeSchema.safeParse('teacher').success).toBe(false);
    expect(userTypeSchema.safeParse('Parent').success).toBe(false);
  });
});

describe('signUpSchema', () => {
  const good = { name: 'Amira Khan', email: 'amira@example.com', password: 'Abcdefg1!', userType: 'parent' };

  it('accepts a good sign-up', () => {
    expect(signUpSchema.parse(good)).toEqual(good);
  });

  it.each([
    [undefined, 'Name is required'],
    ['', 'Name is required'],
    ['A', 'Minimum length must be 2 characters'],
    ['A'.repeat(31), 'Maximum length must be 30 characters'],
    [' Amira', 'Can only contain letters and numbers.'],
    ['Amira ', 'Can only contain letters and numbers.'],
    ['Amira  Khan', 'Can only contain letters and numbers.'],
    ['Amira_Khan', 'Can only contain letters and numbers.'],
  ])('refuses the name %j with %s', (name, message) => {
    expect(fieldMessages(signUpSchema, { ...good, name }, 'name')).toEqual([message]);
  });

  it.each(['Jo', 'Amira Khan', 'Zoë Tremblay', 'Student 7'])('accepts the name %s', (name) => {
    expect(signUpSchema.safeParse({ ...good, name }).success).toBe(true);
  });

  it('reports every failing field, each with its own message', () => {
    expect(messagesOf(signUpSchema, {})).toEqual([
      'Name is required',
      'Email is required',
      'Password is required',
      'Choose parent or learner',
    ]);
  });

  it.each(['role', 'emailVerified', 'userId', 'status'])('rejects the mass-assignment key %s', (key) => {
    expect(unrecognizedKeys(signUpSchema, { ...good, [key]: 'x' })).toEqual([key]);
  });
});

describe('signInSchema', () => {
  it('requires the password but not its strength', () => {
    expect(signInSchema.safeParse({ email: 'a@example.com', password: 'weak' }).success).toBe(true);
    expect(fieldMessages(signInSchema, { email: 'a@example.com', password: '' }, 'password')).toEqual([
      'Password is required',
    ]);
    expect(fieldMessages(signInSchema, { email: '', password: 'x' }, 'email')).toEqual(['Email is required']);
  });

  it('rejects unknown keys', () => {
    expect(
      unrecognizedKeys(signInSchema, { email: 'a@example.com', password: 'x', role: 'teacher' }),
    ).toEqual(['role']);
  });
});

describe('resendVerificationSchema', () => {
  it('takes a user id only', () => {
    expect(resendVerificationSchema.parse({ user_id: 'usr_123' })).toEqual({ user_id: 'usr_123' });
    expect(resendVerificationSchema.safeParse({ user_id: '' }).success).toBe(false);
    expect(unrecognizedKeys(resendVerificationSchema, { user_id: 'u', email: 'x' })).toEqual(['email']);
  });
});
