import { signInSchema } from '@mathwise/api-contract';
import { describe, expect, it } from 'vitest';
import { createSchemaValidator } from './schema-validate';

describe('createSchemaValidator', () => {
  const validate = createSchemaValidator<{ email: string; password: string }>(signInSchema);

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
});
