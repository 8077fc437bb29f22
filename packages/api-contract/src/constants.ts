/** Business constants and limits of the three specs (section 9 of each). Money is integer cents. */

export const COURSE_ID = 1;

// Pricing (spec 1 §9, spec 2 §9)
export const MONTHLY_PRICE_CENTS = 999;
export const YEARLY_PRICE_CENTS = 8991;
export const YEARLY_STRUCK_PRICE_CENTS = 11988;
export const SAVE_LABEL = 'SAVE 25%';
export const TRIAL_DAYS = 30;
export const DUE_TODAY_CENTS = 0;

export const SUBSCRIPTION_PLAN = { monthly: 1, yearly: 2 } as const;
export type SubscriptionPlanId = (typeof SUBSCRIPTION_PLAN)[keyof typeof SUBSCRIPTION_PLAN];
export const SUBSCRIPTION_PLANS = {
  1: { name: 'monthly', priceCents: MONTHLY_PRICE_CENTS, billingPeriod: 'month' },
  2: { name: 'yearly', priceCents: YEARLY_PRICE_CENTS, billingPeriod: 'year' },
} as const satisfies Record<SubscriptionPlanId, { name: string; priceCents: number; billingPeriod: string }>;
export const DEFAULT_SUBSCRIPTION_PLAN = SUBSCRIPTION_PLAN.yearly;
// A subscription whose payment_id is this literal is a free plan (spec 2 §3).
export const FREE_PAYMENT_ID = 'FREE';

// Learners per purchase (spec 2 §9 says students)
export const MIN_LEARNERS = 1;
export const MAX_LEARNERS = 50;
export const DEFAULT_NUMBER_OF_LEARNERS = 1;

// Payment reference number: random integer 100000 to 900099999 (spec 2 §3, §9)
export const REFERENCE_NUMBER_MIN = 100_000;
export const REFERENCE_NUMBER_MAX = 900_099_999;

// Field limits
export const NAME_MIN_CHARS = 2;
export const NAME_MAX_CHARS = 30;
export const EMAIL_MAX_CHARS = 100;
export const NEWSLETTER_EMAIL_MIN_CHARS = 8;
export const PASSWORD_MIN_CHARS = 8;
// Not in the specs: a ceiling so a hash is never computed over megabytes (better-auth's own default is 128).
export const PASSWORD_MAX_CHARS = 128;
export const PHONE_MAX_CHARS = 20;
export const TEXT_MAX_CHARS = 500;
export const PROMO_CODE_MAX_CHARS = 50;

// Images (spec 2 §9, spec 3 §9)
export const MAX_IMAGE_BYTES = 100 * 1024 * 1024;
export const PROFILE_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const QUESTION_IMAGE_MIME_TYPES = ['image/png', 'image/svg+xml', 'image/jpeg', 'image/gif'] as const;
export const QUESTION_EDIT_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;

// Timings in milliseconds (spec 1 §9, spec 2 §9)
export const ALERT_AUTO_DISMISS_MS = 5000;
export const REDIRECT_AFTER_ADD_MS = 3000;
export const DIALOG_CLOSE_DELAY_MS = 150;
export const SLIDESHOW_INTERVAL_MS = 4000;
export const FEATURE_HIGHLIGHT_MS = 800;
export const TESTIMONIAL_INTERVAL_MS = 20_000;

// Practice, diagnostic and demo (spec 1 §9, spec 3 §9). The learning rules own these numbers; the contract
// re-exports them under the names its schemas and forms use, so there is one source.
export {
  QUESTIONS_PER_ROUND as QUESTIONS_PER_SKILL,
  DEMO_QUESTIONS_PER_SKILL,
  ROUND_SCORE_START as ROUND_START_SCORE,
  ROUND_SCORE_PENALTY,
  SLOW_ANSWER_THRESHOLD_MS as SLOW_ANSWER_MS,
  SKILL_CLASS_THRESHOLD_PERCENT,
  PROGRESS_AVERAGE_POINTS as PROGRESS_AVERAGE_REFERENCE_POINTS,
  DEMO_REPORT_AVERAGE_POINTS as DEMO_AVERAGE_REFERENCE_POINTS,
  CHART_BAR_COUNT as CHART_PAD_BARS,
  PRACTICE_PLAN_TASK_COUNT as PRACTICE_PLAN_TASKS,
} from '@mathwise/learning-rules';
export const DEMO_TOPIC_ID_MIN = 1;
export const DEMO_TOPIC_ID_MAX = 5;
export const DIFFICULTY_LEVEL_MIN = 1;
export const DIFFICULTY_LEVEL_MAX = 5;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const SKILL_LEVELS = ['Fundamental', 'Intermediate', 'Advanced', 'Master'] as const;

// Admin question table (spec 3 §2)
export const ADMIN_PAGE_SIZES = [5, 25, 50, 75, 100] as const;
export const DEFAULT_ADMIN_PAGE_SIZE = 5;
