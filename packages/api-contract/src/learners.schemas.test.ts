import { describe, expect, it } from 'vitest';

import {
  addExistingLearnerSchema,
  addNewLearnerSchema,
  learnerNameGradeSchema,
  validateLearnerEmailSchema,
  welcomeEmailLearnerSchema,
} from './learners.schemas';
import { fieldMessages, unrecognizedKeys } from './test-support/issues';

describe('addExistingLearnerSchema', () => {
  const good = {
    subscription: 7,
    student_email: 'sam@example.com',
    student_name: 'Sam Lee',
    student_grade: 2,
  };

  it('accepts a good request and coerces the grade from a select', () => {
    expect(addExistingLearnerSchema.parse({ ...good, student_grade: '3' })).toEqual({
      ...good,
      student_grade: 3,
    });
  });

  it.each([
    ['student_email', '', 'Email is required'],
    ['student_email', `${'a'.repeat(95)}@b.com`, 'Max length 100'],
    ['student_email', 'sam@example', 'Invalid email format'],
    ['student_name', '', 'Name is required'],
    ['student_name', 'S', 'Minimum length must be 2 characters'],
    ['student_name', 'S'.repeat(31), 'Maximum length must be 30 characters'],
    ['student_name', 'Sam_Lee', 'Can only contain letters and numbers.'],
    ['student_name', 'Sam <i>Lee</i>', 'Can only contain letters and numbers.'],
    ['student_name', 'Sam--Lee', 'Can only contain letters and numbers.'],
    ['student_name', "-O'Brien", 'Can only contain letters and numbers.'],
    ['student_grade', undefined, 'No grade selected'],
    ['student_grade', null, 'No grade selected'],
    ['student_grade', '', 'No grade selected'],
    ['student_grade', 'grade 7', 'No grade selected'],
  ])('refuses %s %j with %s', (field, value, message) => {
    expect(fieldMessages(addExistingLearnerSchema, { ...good, [field]: value }, field)).toEqual([message]);
  });

  it.each(["O'Brien", 'Smith-Jones', "Pat O'Neil", 'Jean-Luc', 'Zoë Côté'])(
    'accepts the name %j (decision 019)',
    (name) => {
      expect(
        fieldMessages(addExistingLearnerSchema, { ...good, student_name: name }, 'student_name'),
      ).toEqual([]);
    },
  );

  it.each(['user_id', 'status', 'points'])('rejects the extra key %s', (key) => {
    expect(unrecognizedKeys(addExistingLearnerSchema, { ...good, [key]: 1 })).toEqual([key]);
  });

  it('validates the name and grade step on its own', () => {
    expect(learnerNameGradeSchema.safeParse({ student_name: 'Sam', student_grade: '1' }).success).toBe(true);
    expect(fieldMessages(learnerNameGradeSchema, { student_name: 'Sam' }, 'student_grade')).toEqual([
      'No grade selected',
    ]);
  });
});

describe('addNewLearnerSchema', () => {
  const good = {
    form: { name: 'Sam Lee', email: 'sam@example.com', password: 'Abcdefg1!' },
    grade: 1,
    subscription: 7,
  };

  it('accepts a good request', () => {
    expect(addNewLearnerSchema.parse(good)).toEqual(good);
  });

  it.each([
    ['name', '', 'Name is required'],
    ['email', 'sam', 'Invalid email format'],
    ['password', '', 'Password is required'],
    ['password', 'Abc1!', 'Min length 8'],
    ['password', 'abcdefg1!', 'Lowercase, uppercase, and numbers'],
    ['password', 'Abcdefgh1', 'At least one Special character (!@#$%^&*?)'],
  ])('refuses form.%s %j with %s', (field, value, message) => {
    expect(
      fieldMessages(
        addNewLearnerSchema,
        { ...good, form: { ...good.form, [field]: value } },
        `form.${field}`,
      ),
    ).toEqual([message]);
  });

  it('needs a grade', () => {
    expect(fieldMessages(addNewLearnerSchema, { ...good, grade: '' }, 'grade')).toEqual([
      'No grade selected',
    ]);
  });

  it('rejects extra keys in the body and in the form', () => {
    expect(unrecognizedKeys(addNewLearnerSchema, { ...good, role: 'teacher' })).toEqual(['role']);
    expect(
      unrecognizedKeys(addNewLearnerSchema, { ...good, form: { ...good.form, emailVerified: true } }),
    ).toEqual(['emailVerified']);
  });
});

describe('student e-mail checks', () => {
  it('validates the learner e-mail', () => {
    expect(validateLearnerEmailSchema.parse({ student_email: ' sam@example.com ' })).toEqual({
      student_email: 'sam@example.com',
    });
    expect(fieldMessages(validateLearnerEmailSchema, { student_email: 'x' }, 'student_email')).toEqual([
      'Invalid email format',
    ]);
  });

  it('takes the welcome e-mail address', () => {
    expect(welcomeEmailLearnerSchema.safeParse({ email: 'sam@example.com' }).success).toBe(true);
    expect(unrecognizedKeys(welcomeEmailLearnerSchema, { email: 'sam@example.com', name: 'x' })).toEqual([
      'name',
    ]);
  });
});
