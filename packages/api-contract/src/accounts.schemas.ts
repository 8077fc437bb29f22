import { z } from 'zod';

import { MAX_IMAGE_BYTES, PASSWORD_MAX_CHARS, PROFILE_IMAGE_MIME_TYPES } from './constants';
import {
  abort,
  makeImageFileSchema,
  makeNewPasswordSchema,
  makePersonNameSchema,
  makeRequiredIdSchema,
  requiredString,
  userIdSchema,
} from './fields.schemas';
import { emailSchema } from './identity.schemas';
import {
  ACCOUNT_NAME_REQUIRED,
  CONFIRM_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_REQUIRED,
  GRADE_REQUIRED,
  IMAGE_TOO_LARGE,
  PASSWORD_MAX_LENGTH,
  PASSWORDS_DO_NOT_MATCH,
  PROFILE_IMAGE_FORMAT,
} from './messages';

export const accountNameSchema = makePersonNameSchema({ required: ACCOUNT_NAME_REQUIRED });
/** A learner's grade in their own settings: the subject (grade) id. */
export const accountGradeSchema = makeRequiredIdSchema(GRADE_REQUIRED);

/** The settings form's editable account fields. */
export const accountFormSchema = z.strictObject({
  name: accountNameSchema,
  email: emailSchema,
});
export type AccountForm = z.infer<typeof accountFormSchema>;

const accountUpdateFields = {
  form: accountFormSchema,
  user_id: userIdSchema,
  old_email: z.string().max(255).optional(),
  old_name: z.string().max(255).optional(),
};

/**
 * Body of POST /api/accountSettings/update-account/. user_id names the account being edited (the parent's own or
 * one of their learners', checked by the server); old_email and old_name are what the form started from. Only a
 * learner's account has a grade.
 */
export const accountUpdateSchema = z.discriminatedUnion('user_type', [
  z.strictObject({ ...accountUpdateFields, user_type: z.literal('parent') }),
  z.strictObject({ ...accountUpdateFields, user_type: z.literal('learner'), grade: accountGradeSchema }),
]);
export type AccountUpdateRequest = z.infer<typeof accountUpdateSchema>;
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;

/** A learner's own settings form (name, email, grade). */
export const learnerAccountFormSchema = accountFormSchema.extend({
  grade: accountGradeSchema,
});
export type LearnerAccountForm = z.infer<typeof learnerAccountFormSchema>;

/** Body of POST /api/accountSettings/validate-email/ (uniqueness check). */
export const validateAccountEmailSchema = z.strictObject({
  email: emailSchema,
});
export type ValidateAccountEmailRequest = z.infer<typeof validateAccountEmailSchema>;

/** The parent's e-mail notification switches. */
export const notificationSettingsSchema = z.strictObject({
  weekly_report: z.boolean().optional(),
  newsletter: z.boolean().optional(),
  account_activity: z.boolean().optional(),
});
export type NotificationSettingsRequest = z.infer<typeof notificationSettingsSchema>;

/**
 * Password change, as a form and as the request body: current password, new password, confirmation. user_id is
 * accepted because the spec's client sends it; the server changes only the signed-in user's password.
 */
export const passwordChangeSchema = z
  .strictObject({
    current_password: requiredString(CURRENT_PASSWORD_REQUIRED).max(
      PASSWORD_MAX_CHARS,
      abort(PASSWORD_MAX_LENGTH),
    ),
    password: makeNewPasswordSchema(),
    confirm_password: requiredString(CONFIRM_PASSWORD_REQUIRED),
    user_id: userIdSchema.optional(),
  })
  .refine((body) => body.password === body.confirm_password, {
    path: ['confirm_password'],
    error: PASSWORDS_DO_NOT_MATCH,
  });
export type PasswordChangeRequest = z.infer<typeof passwordChangeSchema>;

/** Profile image: png, jpeg or gif, at most 100 MB (spec 2 §5). Checks `{ size, type }` of a File or multipart part. */
export const profileImageFileSchema = makeImageFileSchema(
  PROFILE_IMAGE_MIME_TYPES,
  MAX_IMAGE_BYTES,
  IMAGE_TOO_LARGE,
  PROFILE_IMAGE_FORMAT,
);

/** Text fields of the multipart POST /api/admin/uploadProfileImage (the file part is profilePicFile). */
export const profileImageUploadFieldsSchema = z.strictObject({
  user_id: userIdSchema,
  old_pic: z.string().max(255).optional(),
});
export type ProfileImageUploadFields = z.infer<typeof profileImageUploadFieldsSchema>;

export const PROFILE_IMAGE_FIELD = 'profilePicFile';
export const IMAGE_UPLOAD_FIELD = 'filesToSave';

export const profileImageResponseSchema = z.object({ picture: z.string() });
export type ProfileImageResponse = z.infer<typeof profileImageResponseSchema>;
