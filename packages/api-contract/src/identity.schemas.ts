import { z } from 'zod';

import {
  makeEmailSchema,
  makeNewPasswordSchema,
  makePersonNameSchema,
  requiredString,
  userIdSchema,
} from './fields.schemas';
import { NAME_REQUIRED, PASSWORD_MAX_LENGTH, PASSWORD_REQUIRED, USER_TYPE_INVALID } from './messages';
import { PASSWORD_MAX_CHARS } from './constants';

export const emailSchema = makeEmailSchema();
export const passwordSchema = makeNewPasswordSchema();

export const USER_TYPES = ['parent', 'learner'] as const;
export const userTypeSchema = z.enum(USER_TYPES, { error: USER_TYPE_INVALID });
export type UserType = z.infer<typeof userTypeSchema>;

export const personNameSchema = makePersonNameSchema({ required: NAME_REQUIRED });

export const signUpSchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  userType: userTypeSchema,
});
export type SignUpRequest = z.infer<typeof signUpSchema>;

export const signInSchema = z.strictObject({
  email: emailSchema,
  // Sign-in checks presence only: the strength rules apply when a password is chosen, not when it is typed.
  password: requiredString(PASSWORD_REQUIRED).max(PASSWORD_MAX_CHARS, {
    error: PASSWORD_MAX_LENGTH,
    abort: true,
  }),
});
export type SignInRequest = z.infer<typeof signInSchema>;

/** Body of POST /api/email/verification (spec 1 §7). */
export const resendVerificationSchema = z.strictObject({
  user_id: userIdSchema,
});
export type ResendVerificationRequest = z.infer<typeof resendVerificationSchema>;
