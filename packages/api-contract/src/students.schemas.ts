import { z } from 'zod';

import {
  idSchema,
  makeEmailSchema,
  makeNewPasswordSchema,
  makePersonNameSchema,
  makeRequiredIdSchema,
} from './fields.schemas';
import { NAME_REQUIRED, STUDENT_EMAIL_INVALID, STUDENT_GRADE_REQUIRED } from './messages';

/** A student's e-mail on the parent's add-student forms (spec 2 §5 writes 'Invalid email format' in lower case). */
export const studentEmailSchema = makeEmailSchema(STUDENT_EMAIL_INVALID);
export const studentNameSchema = makePersonNameSchema({ required: NAME_REQUIRED });
export const studentPasswordSchema = makeNewPasswordSchema();
/** Grade chosen when adding a student: the subject (grade) id. */
export const studentGradeSchema = makeRequiredIdSchema(STUDENT_GRADE_REQUIRED);

/** Body of POST /api/addExistingStudent. */
export const addExistingStudentSchema = z.strictObject({
  subscription: idSchema,
  student_email: studentEmailSchema,
  student_name: studentNameSchema,
  student_grade: studentGradeSchema,
});
export type AddExistingStudentRequest = z.infer<typeof addExistingStudentSchema>;

/** The create-student dialog's account fields. */
export const newStudentFormSchema = z.strictObject({
  name: studentNameSchema,
  email: studentEmailSchema,
  password: studentPasswordSchema,
});
export type NewStudentForm = z.infer<typeof newStudentFormSchema>;

/** Body of POST /api/addNewStudent. */
export const addNewStudentSchema = z.strictObject({
  form: newStudentFormSchema,
  grade: studentGradeSchema,
  subscription: idSchema,
});
export type AddNewStudentRequest = z.infer<typeof addNewStudentSchema>;

/** Body of POST /api/validateLearnerEmail (add-existing, first step). */
export const validateLearnerEmailSchema = z.strictObject({
  student_email: studentEmailSchema,
});
export type ValidateLearnerEmailRequest = z.infer<typeof validateLearnerEmailSchema>;

/** Body of POST /api/welcome-email-student. */
export const welcomeEmailStudentSchema = z.strictObject({
  email: studentEmailSchema,
});
export type WelcomeEmailStudentRequest = z.infer<typeof welcomeEmailStudentSchema>;

/** The add-student dialogs' second step on its own, for forms that validate it before sending. */
export const studentNameGradeSchema = z.strictObject({
  student_name: studentNameSchema,
  student_grade: studentGradeSchema,
});
export type StudentNameGradeForm = z.infer<typeof studentNameGradeSchema>;

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
