import { learnerSchema } from '@mathwise/api-contract';
import { z } from 'zod';

/** A notice the web shows as it is: title and body. */
export const noticeSchema = z.object({ title: z.string(), body: z.string() });
export type Notice = z.infer<typeof noticeSchema>;

/**
 * Answer of addExistingStudent and addNewStudent: the notice and the learner's card as it now stands; null after
 * addExistingStudent, whose learner joins only once they accept (docs/decisions/018).
 */
export const studentAddedResponseSchema = noticeSchema.extend({ learner: learnerSchema.nullable() });

export const familyInvitationSchema = z.object({
  id: z.number().int(),
  parent_name: z.string(),
  parent_email: z.string(),
  student_name: z.string(),
  grade: z.number().int(),
  expires_at: z.string(),
});
export const familyInvitationsResponseSchema = z.array(familyInvitationSchema);
export const familyInvitationParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type StudentAddedResponse = z.infer<typeof studentAddedResponseSchema>;
