import { z } from 'zod';

import {
  EMAIL_MAX_CHARS,
  NAME_MAX_CHARS,
  NAME_MIN_CHARS,
  NEWSLETTER_EMAIL_MIN_CHARS,
  PHONE_MAX_CHARS,
  TEXT_MAX_CHARS,
} from './constants';
import { abort, EMAIL_PATTERN, PLAIN_MESSAGE_PATTERN, CONTACT_NAME_PATTERN } from './fields.schemas';
import { emailSchema } from './identity.schemas';
import {
  CONTACT_ROLE_INVALID,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  MAX_LENGTH_100,
  MAX_LENGTH_30,
  MESSAGE_MAX_LENGTH,
  MESSAGE_REQUIRED,
  MIN_LENGTH_2,
  MIN_LENGTH_8,
  ONLY_LETTERS_AND_NUMBERS,
  PHONE_INVALID,
  PHONE_MAX_LENGTH,
} from './messages';

/** Spec 1 §5: required, 8 to 100 characters, then the e-mail pattern. */
export const newsletterEmailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, abort(EMAIL_REQUIRED))
  .min(NEWSLETTER_EMAIL_MIN_CHARS, abort(MIN_LENGTH_8))
  .max(EMAIL_MAX_CHARS, abort(MAX_LENGTH_100))
  .regex(EMAIL_PATTERN, abort(EMAIL_INVALID));

/** Body of POST /api/addNewsLetterEmail. */
export const newsletterSchema = z.strictObject({
  email: newsletterEmailSchema,
});
export type NewsletterRequest = z.infer<typeof newsletterSchema>;

export const CONTACT_ROLES = ['parent', 'student', 'teacher', 'other'] as const;
export const contactRoleSchema = z.enum(CONTACT_ROLES, { error: CONTACT_ROLE_INVALID });
export type ContactRole = z.infer<typeof contactRoleSchema>;

const contactNameSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, abort(requiredMessage))
    .min(NAME_MIN_CHARS, abort(MIN_LENGTH_2))
    .max(NAME_MAX_CHARS, abort(MAX_LENGTH_30))
    .regex(CONTACT_NAME_PATTERN, abort(ONLY_LETTERS_AND_NUMBERS));

/** Ten to twelve digits (spec 1 §5); the empty alternative lets a blank optional field through. */
export const PHONE_PATTERN = /^(?:\d{10,12})?$/;

/** Optional; an empty or blank field counts as absent. */
export const contactPhoneSchema = z
  .string({ error: PHONE_INVALID })
  .trim()
  .max(PHONE_MAX_CHARS, abort(PHONE_MAX_LENGTH))
  .regex(PHONE_PATTERN, abort(PHONE_INVALID))
  .optional()
  .transform((phone) => (phone === '' ? undefined : phone));

export const contactMessageSchema = z
  .string({ error: MESSAGE_REQUIRED })
  .trim()
  .min(1, abort(MESSAGE_REQUIRED))
  .max(TEXT_MAX_CHARS, abort(MESSAGE_MAX_LENGTH))
  .regex(PLAIN_MESSAGE_PATTERN, abort(ONLY_LETTERS_AND_NUMBERS));

/** Body of POST /api/contact-us. */
export const contactSchema = z.strictObject({
  role: contactRoleSchema,
  first_name: contactNameSchema(FIRST_NAME_REQUIRED),
  last_name: contactNameSchema(LAST_NAME_REQUIRED),
  email: emailSchema,
  phone: contactPhoneSchema,
  message: contactMessageSchema,
});
/** The validated contact message (phone is undefined when left empty). */
export type ContactRequest = z.infer<typeof contactSchema>;
/** The contact form's values as typed. */
export type ContactFormValues = z.input<typeof contactSchema>;

/** Success answer of the public write calls (newsletter, contact). */
export const siteAcknowledgementSchema = z.object({ title: z.string(), body: z.string() });
export type SiteAcknowledgement = z.infer<typeof siteAcknowledgementSchema>;

/** GET /api/users/getUserNumber. */
export const userNumberResponseSchema = z.object({ result: z.number().int() });
export type UserNumberResponse = z.infer<typeof userNumberResponseSchema>;

/** Path of GET /api/newsletter/unsubscribe/:token: the 43-character base64url token of the welcome e-mail. */
export const newsletterUnsubscribeParamsSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Invalid unsubscribe link' }),
});
export type NewsletterUnsubscribeParams = z.infer<typeof newsletterUnsubscribeParamsSchema>;
