import { z } from 'zod';

/** Every failure answers `{ title, body }` (design brief §4; specs: "failure response data has title and body"). */
export const apiErrorSchema = z.object({
  title: z.string(),
  body: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A plain `{ message }` answer, e.g. the subscription lookup for a user with none. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
