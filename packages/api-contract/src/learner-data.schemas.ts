import { z } from 'zod';
import { userIdSchema } from './fields.schemas';

/**
 * A learner's data, for their parent (docs/privacy.md): GET /api/students/:learnerId/export and
 * DELETE /api/students/:learnerId. The learner id is the learner's user id, as in every other learner call.
 */
export const learnerDataParamsSchema = z.strictObject({ learnerId: userIdSchema });
export type LearnerDataParams = z.infer<typeof learnerDataParamsSchema>;

/** The export's format marker: a reader can tell the file apart from anything else and know its version. */
export const LEARNER_EXPORT_FORMAT = 'mathwise.learner-data';
export const LEARNER_EXPORT_VERSION = 1;

const timestamp = z.string();
const nullableTimestamp = z.string().nullable();

const exportedUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  nickname: z.string().nullable(),
  email: z.string(),
  email_verified: z.boolean(),
  image: z.string().nullable(),
  user_type: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});

/** How the learner signs in: the provider and its account id; never a password hash or a provider token. */
const exportedSignInMethodSchema = z.object({
  provider: z.string(),
  provider_account_id: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});

/** A session as the learner's devices hold it, without its token. */
const exportedSessionSchema = z.object({
  created_at: timestamp,
  expires_at: timestamp,
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
});

const exportedPendingEmailChangeSchema = z.object({ new_email: z.string(), expires_at: timestamp });

const exportedMembershipSchema = z.object({
  learner_id: z.number(),
  subscription_id: z.number().nullable(),
  slot: z.number().nullable(),
  is_active: z.boolean(),
  scheduled_cancellation_at: nullableTimestamp,
  current_subject: z.number().nullable(),
  created_at: timestamp,
});

/** Practice rounds and diagnostic tests (`mode`), with what the server recorded of them. */
const exportedRoundSchema = z.object({
  id: z.number(),
  mode: z.string(),
  status: z.string(),
  skill_id: z.number(),
  topic_id: z.number(),
  created_at: timestamp,
  saved_at: nullableTimestamp,
  points: z.number(),
  question_points: z.number(),
  total_questions: z.number(),
  answered: z.number(),
  first_check_wrong: z.number(),
  attempts: z.number(),
  wrong_attempts: z.number(),
  total_time: z.number(),
  score: z.number(),
  skill_points_after: z.number().nullable(),
  level_after: z.number().nullable(),
});

/** One question served in a round and the learner's checks of it (the question's answer key is not theirs). */
const exportedAttemptSchema = z.object({
  id: z.number(),
  round_id: z.number(),
  skill_id: z.number(),
  question_id: z.number(),
  position: z.number(),
  served_at: timestamp,
  selected_answer: z.string().nullable(),
  first_check_correct: z.boolean().nullable(),
  attempts_counter: z.number(),
  wrong_attempts: z.number(),
  submitted: z.boolean(),
  time_spent: z.number(),
  total_time: z.number(),
  points: z.number(),
  last_checked_at: nullableTimestamp,
});

const exportedSkillPointsSchema = z.object({
  skill_id: z.number(),
  topic_id: z.number(),
  points: z.number(),
  answered: z.number(),
  first_check_wrong: z.number(),
  rounds: z.number(),
  updated_at: timestamp,
});

const exportedBadgeSchema = z.object({
  badge_key: z.string(),
  topic_id: z.number().nullable(),
  earned_at: timestamp,
});

const exportedWeeklyReportSchema = z.object({
  iso_week: z.string(),
  claimed_at: timestamp,
  sent_at: nullableTimestamp,
});

/** Messages sent from the public contact form with the learner's e-mail address. */
const exportedContactMessageSchema = z.object({
  role: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  created_at: timestamp,
});

/** The newsletter subscription of the learner's address, without its unsubscribe token. */
const exportedNewsletterSchema = z.object({
  email: z.string(),
  created_at: timestamp,
  unsubscribed_at: nullableTimestamp,
});

const exportedImageSchema = z.object({ kind: z.literal('profile'), url: z.string() });

/** Answer of GET /api/students/:learnerId/export: every row held about the learner, table by table. */
export const learnerDataExportSchema = z.object({
  format: z.literal(LEARNER_EXPORT_FORMAT),
  version: z.literal(LEARNER_EXPORT_VERSION),
  exported_at: timestamp,
  user: exportedUserSchema,
  sign_in_methods: z.array(exportedSignInMethodSchema),
  sessions: z.array(exportedSessionSchema),
  pending_email_changes: z.array(exportedPendingEmailChangeSchema),
  membership: exportedMembershipSchema,
  rounds: z.array(exportedRoundSchema),
  attempts: z.array(exportedAttemptSchema),
  skill_points: z.array(exportedSkillPointsSchema),
  badges: z.array(exportedBadgeSchema),
  weekly_reports: z.array(exportedWeeklyReportSchema),
  contact_messages: z.array(exportedContactMessageSchema),
  newsletter_subscriptions: z.array(exportedNewsletterSchema),
  images: z.array(exportedImageSchema),
});
export type LearnerDataExport = z.infer<typeof learnerDataExportSchema>;

/** Answer of DELETE /api/students/:learnerId. */
export const learnerDeletedSchema = z.object({ title: z.string(), body: z.string() });
export type LearnerDeleted = z.infer<typeof learnerDeletedSchema>;

/**
 * The time zones a parent can choose for their learner's streak days (issue 21): Canada's, west to east; the default
 * (learning-rules' DEFAULT_LEARNER_TIME_ZONE) is one of them.
 */
export const LEARNER_TIME_ZONES = [
  'America/Vancouver',
  'America/Whitehorse',
  'America/Edmonton',
  'America/Regina',
  'America/Winnipeg',
  'America/Toronto',
  'America/Halifax',
  'America/St_Johns',
] as const;
export const WEEKLY_GOAL_MIN_ROUNDS = 1;
export const WEEKLY_GOAL_MAX_ROUNDS = 21;
export const WEEKLY_GOAL_RANGE_MESSAGE = `Choose from ${WEEKLY_GOAL_MIN_ROUNDS} to ${WEEKLY_GOAL_MAX_ROUNDS} rounds per week.`;
export const LEARNER_TIME_ZONE_MESSAGE = 'Choose a time zone from the list.';

/**
 * Body of PUT /api/students/:learnerId/habit and answer of GET and PUT: the learner's weekly goal (saved rounds
 * per week) and the time zone whose calendar days count their streak, both set by the parent (issue 21).
 */
export const learnerHabitSettingsSchema = z.strictObject({
  weekly_goal_rounds: z
    .number({ error: WEEKLY_GOAL_RANGE_MESSAGE })
    .int(WEEKLY_GOAL_RANGE_MESSAGE)
    .min(WEEKLY_GOAL_MIN_ROUNDS, WEEKLY_GOAL_RANGE_MESSAGE)
    .max(WEEKLY_GOAL_MAX_ROUNDS, WEEKLY_GOAL_RANGE_MESSAGE),
  time_zone: z.enum(LEARNER_TIME_ZONES, { error: LEARNER_TIME_ZONE_MESSAGE }),
});
export type LearnerHabitSettings = z.infer<typeof learnerHabitSettingsSchema>;

/** Answer of GET and PUT /api/students/:learnerId/habit: the stored settings, or the defaults when none is stored. */
export const learnerHabitSettingsResponseSchema = z.object({
  weekly_goal_rounds: z.number().int(),
  time_zone: z.string(),
});
export type LearnerHabitSettingsResponse = z.infer<typeof learnerHabitSettingsResponseSchema>;
