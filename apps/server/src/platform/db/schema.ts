import type { ColumnType, Generated } from 'kysely';

/** PostgreSQL returns Date for timestamptz, SQLite the ISO text we wrote; repositories map both with `toIsoString`. */
export type Timestamp = ColumnType<Date | string, string | undefined, string>;
export type NullableTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;
/** SQLite stores booleans as 0/1: database.ts binds them so, and repositories read them with `Boolean()`. */
export type DbBoolean = ColumnType<boolean | number, boolean | undefined, boolean>;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: DbBoolean;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  userType: string;
  roles: Generated<string>;
  nickname: string | null;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
}

export interface CourseTable {
  id: number;
  name: string;
}

export interface SubjectTable {
  id: number;
  course_id: number;
  name: string;
  position: number;
}

export interface TopicTable {
  id: number;
  subject_id: number;
  name: string;
  description: string;
  position: number;
}

export interface SkillTable {
  id: number;
  topic_id: number;
  name: string;
  description: string;
  /** Curriculum expectation codes, comma-separated (B1.2,B1.3). */
  expectations: string;
  position: number;
}

export interface TaskTable {
  id: number;
  skill_id: number;
  name: string;
  description: string;
  position: number;
}

export type QuestionPurpose = 'practice' | 'demo';

export interface QuestionTable {
  id: Generated<number>;
  course_id: number | null;
  subject_id: number | null;
  topic_id: number | null;
  skill_id: number | null;
  task_id: number | null;
  title: string;
  description: string | null;
  question_type: string;
  /** JSON text of [{ label, value }], or null for typed answers. */
  question_options: string | null;
  answer: string;
  answer_kind: Generated<string>;
  explanation: string | null;
  /** JSON text of the hints in the order a learner reads them; null for none. */
  hints: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON text of [{ answer, hint }]: wrong answers from a known misconception; null for none. */
  misconceptions: ColumnType<string | null, string | null | undefined, string | null>;
  difficult_level: number;
  points: number;
  image_url: string | null;
  generator_seed: number | null;
  purpose: ColumnType<QuestionPurpose, QuestionPurpose | undefined, QuestionPurpose>;
  is_generated: ColumnType<boolean | number, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: NullableTimestamp;
  /** SHA-256 of an uploaded row's content (question bank); null for generated and hand-written questions. */
  content_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The question asks for one form of its answer (expand, lowest terms…); only that form is accepted. */
  requires_answer_form: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** SHA-256 of what the generator produced for this row (seed content); null for uploaded and hand-written rows. */
  generator_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The image's text alternative: a generated diagram's own description (its SVG title); null for an uploaded one. */
  image_alt: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set when the generator no longer produces this row: never served again, still checkable and reported. */
  retired_at: NullableTimestamp;
}

export interface SubscriptionTable {
  id: Generated<number>;
  parent_user_id: string;
  status: 'active' | 'paused';
  subscription_plan: number;
  number_of_children: number;
  payment_id: string;
  amount_cents: number;
  percent_off: Generated<number>;
  trial_ends_at: NullableTimestamp;
  next_billing_date: Timestamp;
  /** The provider card renewals charge (payment_card.id); null for a free plan or after the card is removed. */
  card_id: ColumnType<string | null, string | null | undefined, string | null>;
  promo_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** Periods are counted from here: the first charge (trial end or checkout), or the moment a paused plan resumed. */
  billing_anchor_at: NullableTimestamp;
  weekly_report: DbBoolean;
  newsletter: DbBoolean;
  account_activity: DbBoolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LearnerTable {
  id: Generated<number>;
  user_id: string;
  subscription_id: number | null;
  status: DbBoolean;
  scheduled_cancellation_at: NullableTimestamp;
  current_subject: number | null;
  created_at: Timestamp;
  /** The membership slot (1 to number_of_children) this learner holds in its subscription; null when none. */
  slot: ColumnType<number | null, number | null | undefined, number | null>;
  /** The parent who created this learner account (addNewLearner); null when the learner made it themself. */
  created_by_user_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A fixed-window counter of a limit that outlasts better-auth's pruning (ms since the epoch). */
export interface LimitCounterTable {
  key: string;
  count: number;
  window_start: ColumnType<number | string, number, number>;
  expires_at: ColumnType<number | string, number, number>;
}

export type FamilyInvitationStatus = 'pending' | 'accepted' | 'declined';

/** A parent's request to connect an existing learner account, and the learner's answer to it. */
export interface FamilyInvitationTable {
  id: Generated<number>;
  subscription_id: number;
  /** Lower-cased, as the parent typed it. */
  student_email: string;
  /** Null when no learner account used the address when the parent asked. */
  learner_user_id: string | null;
  student_name: string;
  grade: number;
  status: ColumnType<FamilyInvitationStatus, FamilyInvitationStatus | undefined, FamilyInvitationStatus>;
  answered_at: Timestamp | null;
  expires_at: Timestamp;
  created_at: ColumnType<Date | string, string | undefined, string>;
}

export interface ContactMessageTable {
  id: Generated<number>;
  role: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: Timestamp;
}

export interface NewsletterSubscriberTable {
  id: Generated<number>;
  email: string;
  unsubscribe_token_hash: string;
  created_at: Timestamp;
  unsubscribed_at: NullableTimestamp;
}

export interface BillingCustomerTable {
  id: Generated<number>;
  parent_user_id: string;
  provider: string;
  provider_customer_id: string;
  /** Set when the parent's first subscription took the free trial; a parent gets one trial ever. */
  trial_used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A card that started a free trial, by the provider's fingerprint (migration 0020, decision 022). */
export interface TrialCardTable {
  provider: string;
  fingerprint: string;
  /** The parent whose checkout took the trial; null once that account is deleted (the card stays used). */
  parent_user_id: string | null;
  claimed_at: Timestamp;
}

export interface PaymentCardTable {
  /** The provider's card-on-file id (never a card number). */
  id: string;
  parent_user_id: string;
  provider: string;
  provider_customer_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  cardholder_name: string;
  is_active: DbBoolean;
  created_at: Timestamp;
}

export type BillingOrderKind = 'checkout' | 'add_memberships' | 'renewal';
export type BillingOrderStatus = 'pending' | 'succeeded' | 'failed' | 'refunded';

export interface BillingOrderTable {
  id: Generated<number>;
  idempotency_key: string;
  kind: BillingOrderKind;
  status: BillingOrderStatus;
  parent_user_id: string;
  subscription_id: number | null;
  amount_cents: number;
  currency: string;
  attempt: Generated<number>;
  /** The parent's id while a checkout is unsettled, null otherwise: a unique column, so one open checkout each. */
  open_checkout_key: string | null;
  /** JSON of what settling the order applies (plan, seats, period), fixed before the provider is called. */
  payload: string;
  provider_customer_id: string | null;
  provider_card_id: string | null;
  provider_payment_id: string | null;
  failure_code: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BillingInvoiceTable {
  id: Generated<number>;
  invoice_number: string;
  order_id: number;
  parent_user_id: string;
  subscription_id: number;
  amount_cents: number;
  currency: string;
  description: string;
  provider_payment_id: string | null;
  provider_customer_id: string;
  card_id: string | null;
  public_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PromoCodeTable {
  code: string;
  percent_off: number;
  expires_at: NullableTimestamp;
  is_active: DbBoolean;
  created_at: Timestamp;
}

export interface PaymentWebhookEventTable {
  event_id: string;
  event_type: string;
  received_at: Timestamp;
}

/** The sandbox payment provider's own records (customers, cards, payments, refunds), as a provider would keep them. */
export interface PaymentSandboxRecordTable {
  id: string;
  kind: string;
  idempotency_key: string | null;
  data: string;
  created_at: Timestamp;
}

/** A question helper of the data upload: the instructions behind "I can't answer this question", per skill or task. */
export interface QuestionHelperTable {
  id: Generated<number>;
  skill_id: number;
  task_id: number | null;
  title: string;
  description: string | null;
  image_url: string | null;
  content_hash: string;
  created_by_user_id: string | null;
  created_at: Timestamp;
}

/** One teacher write to a question: `changes` is JSON of { field: { from, to } }. */
export interface QuestionRevisionTable {
  id: Generated<number>;
  question_id: number;
  action: 'created' | 'updated' | 'uploaded';
  changes: string;
  difficulty_changed: DbBoolean;
  changed_by_user_id: string;
  changed_by_name: string;
  created_at: Timestamp;
}

export type PracticeMode = 'practice' | 'diagnostic';
export type PracticeRoundStatus = 'open' | 'saved' | 'abandoned';

export interface PracticeRoundTable {
  id: Generated<number>;
  learner_id: number;
  skill_id: number;
  topic_id: number;
  mode: PracticeMode;
  status: PracticeRoundStatus;
  /** `learner:mode:skill` while the round is open, null once saved or abandoned (unique: one open round each). */
  open_key: string | null;
  created_at: Timestamp;
  saved_at: NullableTimestamp;
  points: Generated<number>;
  question_points: Generated<number>;
  total_questions: Generated<number>;
  answered: Generated<number>;
  first_check_wrong: Generated<number>;
  attempts: Generated<number>;
  wrong_attempts: Generated<number>;
  total_time: Generated<number>;
  score: Generated<number>;
  skill_points_after: number | null;
  level_after: number | null;
}

/** A question served in a round, with the server's validation_control of the learner's checks. */
export interface PracticeAttemptTable {
  id: Generated<number>;
  round_id: number;
  learner_id: number;
  skill_id: number;
  question_id: number;
  position: number;
  served_at: Timestamp;
  selected_answer: string | null;
  first_check_correct: ColumnType<boolean | number | null, boolean | null | undefined, boolean | null>;
  attempts_counter: Generated<number>;
  wrong_attempts: Generated<number>;
  submitted: ColumnType<boolean | number, boolean | undefined, boolean>;
  time_spent: Generated<number>;
  total_time: Generated<number>;
  points: Generated<number>;
  last_checked_at: NullableTimestamp;
  /** Hints the learner asked for with the Hint button (each costs points, docs/learning-model.md §12). */
  hints_used: Generated<number>;
  /** The worked solution and key were shown: the attempt is closed for points. */
  solution_shown: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** `learner:question` while the round is open, null after (unique: a question is in one open round at most). */
  open_question_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LearnerSkillPointsTable {
  learner_id: number;
  skill_id: number;
  topic_id: number;
  points: number;
  /** Questions answered (checked at least once) in saved rounds. */
  answered: number;
  /** Of those, questions whose first check was wrong. */
  first_check_wrong: number;
  rounds: number;
  updated_at: Timestamp;
}

export interface LearnerBadgeTable {
  id: Generated<number>;
  learner_id: number;
  badge_key: string;
  topic_id: number | null;
  earned_at: Timestamp;
}

/** The learner's time zone and weekly goal (issue 21); no row means the defaults. */
export interface LearnerHabitTable {
  learner_id: number;
  time_zone: string;
  weekly_goal_rounds: number;
  updated_at: Timestamp;
}

export interface WeeklyReportDeliveryTable {
  learner_id: number;
  /** ISO week of the reported week, e.g. 2026-W47. */
  iso_week: string;
  claimed_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface JobRunTable {
  job: string;
  /** The cron time the run was scheduled for, ISO text (e.g. 2026-03-02T12:15:00.000Z). */
  slot: string;
  claimed_at: Timestamp;
  finished_at: NullableTimestamp;
  /** 'done' or 'failed' once the run ends; null while it runs, or when the instance died during it. */
  outcome: string | null;
}

export interface DatabaseSchema {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  course: CourseTable;
  subject: SubjectTable;
  topic: TopicTable;
  skill: SkillTable;
  task: TaskTable;
  question: QuestionTable;
  question_helper: QuestionHelperTable;
  question_revision: QuestionRevisionTable;
  subscription: SubscriptionTable;
  learner: LearnerTable;
  family_invitation: FamilyInvitationTable;
  limit_counter: LimitCounterTable;
  billing_customer: BillingCustomerTable;
  payment_card: PaymentCardTable;
  trial_card: TrialCardTable;
  billing_order: BillingOrderTable;
  billing_invoice: BillingInvoiceTable;
  promo_code: PromoCodeTable;
  payment_webhook_event: PaymentWebhookEventTable;
  payment_sandbox_record: PaymentSandboxRecordTable;
  contact_message: ContactMessageTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  practice_round: PracticeRoundTable;
  practice_attempt: PracticeAttemptTable;
  learner_skill_points: LearnerSkillPointsTable;
  learner_badge: LearnerBadgeTable;
  learner_habit: LearnerHabitTable;
  weekly_report_delivery: WeeklyReportDeliveryTable;
  job_run: JobRunTable;
}

export function toIsoString(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toIsoStringOrNull(value: Date | string | null): string | null {
  return value === null ? null : toIsoString(value);
}
