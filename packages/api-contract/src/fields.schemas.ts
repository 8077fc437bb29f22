import { z } from 'zod';

import {
  EMAIL_MAX_CHARS,
  NAME_MAX_CHARS,
  NAME_MIN_CHARS,
  PASSWORD_MAX_CHARS,
  PASSWORD_MIN_CHARS,
} from './constants';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  INVALID_ID,
  MAX_LENGTH_100,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  ONLY_LETTERS_AND_NUMBERS,
  PASSWORD_CHARACTER_CLASSES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED,
  PASSWORD_SPECIAL_CHARACTER,
  PASSWORD_SPECIAL_CHARACTERS,
} from './messages';

/*
 * Every check aborts on failure, so a field reports only its first failing rule (required, then length, then
 * pattern) whatever order a form resolver reads the issues in.
 */

/** Local part, @, domain, then a 2 to 4 letter ending, case-insensitive (spec 1 §5). */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,4}$/i;
/*
 * Names and messages (decision 019): the specs say letters, digits and spaces; Canadian names also carry apostrophes,
 * hyphens and accents ("O'Brien", "Smith-Jones", "Zoë"), and a message carries ordinary punctuation. Markup ("<", ">")
 * and control characters stay refused, with the specs' message.
 */
/** Words of letters (accents included) and digits joined by one space, apostrophe or hyphen (spec 2 §5, decision 019). */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}0-9]+(?:[ '’-][\p{L}\p{M}0-9]+)*$/u;
/** A contact name: as a person's name, with any run of spaces between words (spec 1 §5, decision 019). */
export const CONTACT_NAME_PATTERN = /^[\p{L}\p{M}0-9]+(?:(?: +|['’-])[\p{L}\p{M}0-9]+)*$/u;
/** A message: letters, digits, spaces, line breaks and ordinary punctuation; no "<", ">" or control characters. */
export const PLAIN_MESSAGE_PATTERN = /^[\p{L}\p{M}\p{N}\p{Zs}\t\r\n.,;:!?'’"“”()\-–—/&%$@#+*=]*$/u;
export const PASSWORD_LOWERCASE_PATTERN = /[a-z]/;
export const PASSWORD_UPPERCASE_PATTERN = /[A-Z]/;
export const PASSWORD_DIGIT_PATTERN = /[0-9]/;
/** One of PASSWORD_SPECIAL_CHARACTERS (decision 023), the set the rule's message and hint list. */
export const PASSWORD_SPECIAL_PATTERN = new RegExp(
  `[${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`,
);

/** Check parameters that stop the field at this rule when it fails. */
export const abort = (message: string) => ({ error: message, abort: true }) as const;

/** A string that is present and non-empty, reporting `requiredMessage` for a missing, non-string or empty value. */
export const requiredString = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).min(1, abort(requiredMessage));

/** Trimmed, required, at most 100 characters, spec e-mail pattern. */
export const makeEmailSchema = (formatMessage: string = EMAIL_INVALID) =>
  z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, abort(EMAIL_REQUIRED))
    .max(EMAIL_MAX_CHARS, abort(MAX_LENGTH_100))
    .regex(EMAIL_PATTERN, abort(formatMessage));

export interface PersonNameMessages {
  required: string;
  min?: string;
  max?: string;
  pattern?: string;
}

/** A person's name: 2 to 30 characters of PERSON_NAME_PATTERN (spec 2 §5, decision 019). Not trimmed: a leading or trailing space is refused. */
export const makePersonNameSchema = ({
  required,
  min = NAME_MIN_LENGTH,
  max = NAME_MAX_LENGTH,
  pattern = ONLY_LETTERS_AND_NUMBERS,
}: PersonNameMessages) =>
  z
    .string({ error: required })
    .min(1, abort(required))
    .min(NAME_MIN_CHARS, abort(min))
    .max(NAME_MAX_CHARS, abort(max))
    .regex(PERSON_NAME_PATTERN, abort(pattern));

/** The new-password rules: required, at least 8, lowercase + uppercase + digit, one special character. Never trimmed. */
export const makeNewPasswordSchema = (requiredMessage: string = PASSWORD_REQUIRED) =>
  z
    .string({ error: requiredMessage })
    .min(1, abort(requiredMessage))
    .min(PASSWORD_MIN_CHARS, abort(PASSWORD_MIN_LENGTH))
    .max(PASSWORD_MAX_CHARS, abort(PASSWORD_MAX_LENGTH))
    .regex(PASSWORD_LOWERCASE_PATTERN, abort(PASSWORD_CHARACTER_CLASSES))
    .regex(PASSWORD_UPPERCASE_PATTERN, abort(PASSWORD_CHARACTER_CLASSES))
    .regex(PASSWORD_DIGIT_PATTERN, abort(PASSWORD_CHARACTER_CLASSES))
    .regex(PASSWORD_SPECIAL_PATTERN, abort(PASSWORD_SPECIAL_CHARACTER));

/** A user id (better-auth ids are opaque strings). */
export const userIdSchema = z
  .string({ error: INVALID_ID })
  .trim()
  .min(1, abort(INVALID_ID))
  .max(255, abort(INVALID_ID));

/** A numeric database id; path and query strings are coerced. */
export const idSchema = z.coerce
  .number({ error: INVALID_ID })
  .int({ error: INVALID_ID })
  .positive({ error: INVALID_ID })
  .max(Number.MAX_SAFE_INTEGER, { error: INVALID_ID });

/** A positive integer chosen in a form (select values arrive as strings); every failure reports `message`. */
export const makeRequiredIdSchema = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(Number.MAX_SAFE_INTEGER, { error: message });

/** An optional text box: trimmed, with an empty value counted as absent. */
export const optionalTrimmedString = (max: number, maxMessage: string) =>
  z
    .string()
    .trim()
    .max(max, abort(maxMessage))
    .optional()
    .transform((value) => (value === '' ? undefined : value));

export interface FileDescription {
  /** Bytes. */
  size: number;
  /** MIME type as reported by the browser (File.type) or the multipart part (mimetype). */
  type: string;
}

/** Size then format: the browser File object and the server's multipart description both fit `{ size, type }`. */
export const makeImageFileSchema = (
  mimeTypes: readonly [string, ...string[]],
  maxBytes: number,
  sizeMessage: string,
  formatMessage: string,
) =>
  z.object({
    size: z
      .number({ error: sizeMessage })
      .nonnegative({ error: sizeMessage })
      .max(maxBytes, { error: sizeMessage }),
    type: z
      .string({ error: formatMessage })
      .refine((type) => mimeTypes.includes(type), { error: formatMessage }),
  });
