import { z } from 'zod';

import {
  idSchema,
  makeEmailSchema,
  makeNewPasswordSchema,
  makePersonNameSchema,
  makeRequiredIdSchema,
} from './fields.schemas';
import { NAME_REQUIRED, LEARNER_EMAIL_INVALID, LEARNER_GRADE_REQUIRED } from './messages';

/** A learner's e-mail on the parent's add-student forms (spec 2 §5 writes 'Invalid email format' in lower case). */
export const learnerEmailSchema = makeEmailSchema(LEARNER_EMAIL_INVALID);
export const learnerNameSchema = makePersonNameSchema({ required: NAME_REQUIRED });
export const learnerPasswordSchema = makeNewPasswordSchema();
/** Grade chosen when adding a learner: the grade id (the curriculum's subject id). */
export const learnerGradeSchema = makeRequiredIdSchema(LEARNER_GRADE_REQUIRED);

/** Body of POST /api/addExistingStudent. */
export const addExistingLearnerSchema = z.strictObject({
  subscription: idSchema,
  student_email: learnerEmailSchema,
  student_name: learnerNameSchema,
  student_grade: learnerGradeSchema,
});
export type AddExistingLearnerRequest = z.infer<typeof addExistingLearnerSchema>;

/** The create-student dialog's account fields. */
export const newLearnerFormSchema = z.strictObject({
  name: learnerNameSchema,
  email: learnerEmailSchema,
  password: learnerPasswordSchema,
});
export type NewLearnerForm = z.infer<typeof newLearnerFormSchema>;

/** Body of POST /api/addNewStudent. */
export const addNewLearnerSchema = z.strictObject({
  form: newLearnerFormSchema,
  grade: learnerGradeSchema,
  subscription: idSchema,
});
export type AddNewLearnerRequest = z.infer<typeof addNewLearnerSchema>;

/** Body of POST /api/validateLearnerEmail (add-existing, first step). */
export const validateLearnerEmailSchema = z.strictObject({
  student_email: learnerEmailSchema,
});
export type ValidateLearnerEmailRequest = z.infer<typeof validateLearnerEmailSchema>;

/** Body of POST /api/welcome-email-student. */
export const welcomeEmailLearnerSchema = z.strictObject({
  email: learnerEmailSchema,
});
export type WelcomeEmailLearnerRequest = z.infer<typeof welcomeEmailLearnerSchema>;

/** The add-student dialogs' second step on its own, for forms that validate it before sending. */
export const learnerNameGradeSchema = z.strictObject({
  student_name: learnerNameSchema,
  student_grade: learnerGradeSchema,
});
export type LearnerNameGradeForm = z.infer<typeof learnerNameGradeSchema>;

/**
 * A parent's request to connect the signed-in learner (GET /api/family-invitations), as the learner sees it before
 * answering: who asks, and the name and grade they would give the learner (docs/decisions/018).
 */
export const familyInvitationSchema = z.object({
  id: z.number().int(),
  parent_name: z.string(),
  parent_email: z.string(),
  student_name: z.string(),
  grade: z.number().int(),
  expires_at: z.string(),
});
export type FamilyInvitation = z.infer<typeof familyInvitationSchema>;
export const familyInvitationsResponseSchema = z.array(familyInvitationSchema);

/** Path of POST /api/family-invitations/:id/accept and /decline. */
export const familyInvitationParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

/**
 * Where a parent's request stands. 'pending' also covers an address no learner account uses: the parent cannot
 * tell the two apart until a learner answers.
 */
export const SENT_FAMILY_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export type SentFamilyInvitationStatus = (typeof SENT_FAMILY_INVITATION_STATUSES)[number];

/** One of the parent's requests (GET /api/family-invitations/sent), newest first. */
export const sentFamilyInvitationSchema = z.object({
  id: z.number().int(),
  student_email: z.string(),
  student_name: z.string(),
  status: z.enum(SENT_FAMILY_INVITATION_STATUSES),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type SentFamilyInvitation = z.infer<typeof sentFamilyInvitationSchema>;
export const sentFamilyInvitationsResponseSchema = z.array(sentFamilyInvitationSchema);
