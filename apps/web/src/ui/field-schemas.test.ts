import { schemaResolver } from '@mantine/form';
import {
  accountFormSchema,
  cardholderNameSchema,
  passwordChangeSchema,
  signInSchema,
  learnerGradeSchema,
} from '@mathwise/api-contract';
import { describe, expect, it } from 'vitest';
import { combineFieldSchemas } from './field-schemas';

// Forms validate with @mantine/form's Standard Schema resolver over the contract's own schemas (issue 24): these pin
// what a form shows, the contract's first message per field, for a whole schema and for one combined from fields.
describe('schemaResolver over the contract schemas', () => {
  const validate = schemaResolver(signInSchema, { sync: true });

  it('returns no errors for valid values', () => {
    expect(validate({ email: 'parent@example.com', password: 'secret' })).toEqual({});
  });

  it("maps each field's first issue to the schema's own message", () => {
    expect(validate({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validate({ email: 'not-an-email', password: 'x' })).toEqual({ email: 'Invalid Email Format' });
  });

  it("puts an object rule's message on the field its path names", () => {
    const errors = schemaResolver(passwordChangeSchema, { sync: true })({
      current_password: 'Old-password-1',
      password: 'New@password2',
      confirm_password: 'Other@password3',
    });
    expect(Object.keys(errors)).toEqual(['confirm_password']);
  });
});

describe('combineFieldSchemas', () => {
  it("checks each named field with its own schema, keyed by the field's name", () => {
    const validate = schemaResolver(
      combineFieldSchemas({ full_name: cardholderNameSchema, grade: learnerGradeSchema }),
      { sync: true },
    );
    const errors = validate({ full_name: '', grade: '' });
    expect(Object.keys(errors).sort()).toEqual(['full_name', 'grade']);
    expect(errors.full_name).toBe(cardholderNameSchema.safeParse('').error?.issues[0]?.message);
    expect(validate({ full_name: 'Zoë Lefèvre-Cœur', grade: '7' })).toEqual({});
  });

  it('ignores values it names no schema for, where the strict contract object would refuse them', () => {
    const values = { name: 'Sam Parent', email: 'sam@example.com', grade: '' };
    expect(schemaResolver(combineFieldSchemas(accountFormSchema.shape), { sync: true })(values)).toEqual({});
    expect(Object.keys(schemaResolver(accountFormSchema, { sync: true })(values))).toEqual(['']);
  });
});
