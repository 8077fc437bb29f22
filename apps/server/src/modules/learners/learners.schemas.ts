import { learnerSchema } from '@mathwise/api-contract';
import { z } from 'zod';

/** A notice the web shows as it is: title and body. */
export const noticeSchema = z.object({ title: z.string(), body: z.string() });
export type Notice = z.infer<typeof noticeSchema>;

/**
 * Answer of addExistingLearner and addNewLearner: the notice and the learner's card as it now stands; null after
 * addExistingLearner, whose learner joins only once they accept (docs/decisions/018).
 */
export const learnerAddedResponseSchema = noticeSchema.extend({ learner: learnerSchema.nullable() });

export type LearnerAddedResponse = z.infer<typeof learnerAddedResponseSchema>;
