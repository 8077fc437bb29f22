import { describe, expect, it } from 'vitest';

import {
  accountUpdateSchema,
  learnerAccountFormSchema,
  notificationSettingsSchema,
  passwordChangeSchema,
  profileImageFileSchema,
  profileImageUploadFieldsSchema,
  validateAccountEmailSchema,
} from './accounts.schemas';
import { fieldMessages, messagesOf, unrecognizedKeys } from './test-support/issues';

describe('accountUpdateSchema', () => {
  const parent = {
    form: { name: 'Amira Khan', email: 'amira@example.com' },
    user_id: 'parent-1',
    user_type: 'parent',
    old_email: 'old@example.com',
    old_name: 'Amira',
  };
  const learner = {
    form: { name: 'Sam', email: 'sam@example.com' },
    user_id: 'learner-1',
    user_type: 'learner',
    grade: '2',
  };

  it('accepts a parent update and a learner update with a grade', () => {
    expect(accountUpdateSchema.parse(parent)).toEqual(parent);
    expect(accountUpdateSchema.parse(learner)).toEqual({ ...learner, grade: 2 });
  });

  it.each([
    ['', ' Name is required'],
    [undefined, ' Name is required'],
    ['A', 'Minimum length must be 2 characters'],
    ['A'.repeat(31), 'Maximum length must be 30 characters'],
    ['Amira.Khan', 'Can only contain letters and numbers.'],
  ])('refuses the name %j with %j', (name, message) => {
    expect(
      fieldMessages(accountUpdateSchema, { ...parent, form: { ...parent.form, name } }, 'form.name'),
    ).toEqual([message]);
  });

  it.each([
    ['', 'Email is required'],
    ['amira', 'Invalid Email Format'],
  ])('refuses the e-mail %j with %s', (email, message) => {
    expect(
      fieldMessages(accountUpdateSchema, { ...parent, form: { ...parent.form, email } }, 'form.email'),
    ).toEqual([message]);
  });

  it.each([undefined, '', null])('needs a grade for a learner (%j)', (grade) => {
    expect(fieldMessages(accountUpdateSchema, { ...learner, grade }, 'grade')).toEqual(['Grade is required']);
  });

  it('refuses a grade for a parent and an unknown user type', () => {
    expect(unrecognizedKeys(accountUpdateSchema, { ...parent, grade: 2 })).toEqual(['grade']);
    expect(accountUpdateSchema.safeParse({ ...parent, user_type: 'teacher' }).success).toBe(false);
  });

  it.each(['role', 'emailVerified', 'points', 'userId'])('rejects the extra key %s', (key) => {
    expect(unrecognizedKeys(accountUpdateSchema, { ...parent, [key]: 'x' })).toEqual([key]);
  });

  it('validates a learner settings form', () => {
    expect(
      fieldMessages(learnerAccountFormSchema, { name: 'Sam', email: 'sam@example.com' }, 'grade'),
    ).toEqual(['Grade is required']);
  });
});

describe('validateAccountEmailSchema and notificationSettingsSchema', () => {
  it('checks the e-mail', () => {
    expect(validateAccountEmailSchema.safeParse({ email: 'amira@example.com' }).success).toBe(true);
    expect(fieldMessages(validateAccountEmailSchema, { email: '' }, 'email')).toEqual(['Email is required']);
  });

  it('takes notification switches only', () => {
    expect(notificationSettingsSchema.parse({ weekly_report: false })).toEqual({ weekly_report: false });
    expect(notificationSettingsSchema.safeParse({ newsletter: 'yes' }).success).toBe(false);
    expect(unrecognizedKeys(notificationSettingsSchema, { status: 'paused' })).toEqual(['status']);
  });
});

describe('passwordChangeSchema', () => {
  const good = { current_password: 'old', password: 'Abcdefg1!', confirm_password: 'Abcdefg1!' };

  it('accepts a good change', () => {
    expect(passwordChangeSchema.parse(good)).toEqual(good);
    expect(passwordChangeSchema.safeParse({ ...good, user_id: 'u1' }).success).toBe(true);
  });

  it.each([
    ['current_password', '', 'Current password is required'],
    ['password', '', 'Password is required'],
    ['password', 'Abc1!', 'Min length 8'],
    ['password', 'ABCDEFG1!', 'Lowercase, uppercase, and numbers'],
    ['password', 'Abcdefgh1', 'At least one Special character (!@#$%^&*?)'],
    ['confirm_password', '', 'Must confirm password'],
  ])('refuses %s %j with %s', (field, value, message) => {
    expect(fieldMessages(passwordChangeSchema, { ...good, [field]: value }, field)).toEqual([message]);
  });

  it('accepts the special characters of both spec lists', () => {
    for (const special of ['!', '@', '#', '$', '%', '^', '&', '*', '?']) {
      const password = `Abcdefg1${special}`;
      expect(passwordChangeSchema.safeParse({ ...good, password, confirm_password: password }).success).toBe(
        true,
      );
    }
  });

  it("reports a mismatch on the confirmation with the spec's spelling", () => {
    expect(messagesOf(passwordChangeSchema, { ...good, confirm_password: 'Abcdefg1?' })).toEqual([
      'Your passwords do no match',
    ]);
    expect(
      fieldMessages(passwordChangeSchema, { ...good, confirm_password: 'x' }, 'confirm_password'),
    ).toEqual(['Your passwords do no match']);
  });

  it('rejects extra keys', () => {
    expect(unrecognizedKeys(passwordChangeSchema, { ...good, email: 'x@example.com' })).toEqual(['email']);
  });
});

describe('profile image', () => {
  const MB = 1024 * 1024;

  it.each(['image/png', 'image/jpeg', 'image/gif'])('accepts %s under 100 MB', (type) => {
    expect(profileImageFileSchema.safeParse({ size: 100 * MB, type }).success).toBe(true);
  });

  it('refuses a file over 100 MB', () => {
    expect(messagesOf(profileImageFileSchema, { size: 100 * MB + 1, type: 'image/png' })).toEqual([
      'File size is too large! Please select a file smaller than 100MB',
    ]);
  });

  it.each(['image/svg+xml', 'image/webp', 'application/pdf', ''])('refuses the format %j', (type) => {
    expect(messagesOf(profileImageFileSchema, { size: 10, type })).toEqual([
      'Accepted file format:  jpeg, png, and gif',
    ]);
  });

  it('checks a browser File object', () => {
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    expect(profileImageFileSchema.safeParse(file).success).toBe(true);
  });

  it('takes the multipart text fields', () => {
    expect(profileImageUploadFieldsSchema.safeParse({ user_id: 'u1', old_pic: 'a.png' }).success).toBe(true);
    expect(unrecognizedKeys(profileImageUploadFieldsSchema, { user_id: 'u1', role: 'teacher' })).toEqual([
      'role',
    ]);
  });
});
