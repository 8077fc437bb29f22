import { z } from 'zod';

import {
  DEFAULT_NUMBER_OF_LEARNERS,
  DEFAULT_SUBSCRIPTION_PLAN,
  MAX_LEARNERS,
  MIN_LEARNERS,
  PROMO_CODE_MAX_CHARS,
  REFERENCE_NUMBER_MAX,
  REFERENCE_NUMBER_MIN,
  SUBSCRIPTION_PLANS,
} from './constants';
import { apiErrorSchema } from './errors.schemas';
import {
  abort,
  idSchema,
  makePersonNameSchema,
  optionalTrimmedString,
  requiredString,
  userIdSchema,
} from './fields.schemas';
import { emailSchema, userTypeSchema } from './identity.schemas';
import {
  CARD_DETAILS_REQUIRED,
  FULL_NAME_REQUIRED,
  INVALID_ID,
  INVALID_PLAN,
  INVALID_VALUE,
  MAX_LEARNERS_EXCEEDED,
  MIN_LEARNERS_REQUIRED,
  NAME_REQUIRED,
  PROMO_CODE_INVALID_HELPER,
} from './messages';

export const subscriptionStatusSchema = z.enum(['active', 'paused']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** 1 monthly, 2 yearly (spec 2 §3). */
export const subscriptionPlanSchema = z.union([z.literal(1), z.literal(2)]);
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** The public profile of a user as shown on a learner card (spec 2 §3 Learner.user). */
export const learnerUserSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  nickname: z.string().nullable(),
  email: z.string(),
  picture: z.string().nullable(),
  last_login: z.string().nullable(),
});
export type LearnerUser = z.infer<typeof learnerUserSchema>;

/** A learner attached to a subscription (spec 2 §3, spec 3 §3). */
export const learnerSchema = z.object({
  id: z.number().int(),
  user_id: z.string(),
  /** true while the membership is active; false when paused. */
  status: z.boolean(),
  scheduled_cancellation: z.boolean(),
  /** Subject (grade) id the learner practises. */
  current_subject: z.number().int().nullable(),
  user: learnerUserSchema,
});
export type Learner = z.infer<typeof learnerSchema>;

/** Subscription as answered by GET /api/getOneSubscription/:userId/:userType (spec 2 §3). */
export const subscriptionSchema = z.object({
  id: z.number().int(),
  /** The parent who owns the subscription. */
  user_id: z.string(),
  status: subscriptionStatusSchema,
  subscription_plan: subscriptionPlanSchema,
  number_of_children: z.number().int(),
  /** The literal 'FREE' marks a free plan. */
  payment_id: z.string().nullable(),
  created_at: z.string(),
  learners: z.array(learnerSchema),
  /** Memberships paid for but not yet given to a learner. */
  empty_learners: z.number().int(),
  /** The type of the user the subscription was looked up for. */
  user_type: userTypeSchema,
  weekly_report: z.boolean(),
  newsletter: z.boolean(),
  account_activity: z.boolean(),
  /** For a learner's lookup, the learner's current subject (grade); otherwise null. */
  current_subject: z.number().int().nullable(),
  next_billing_date: z.string().nullable(),
  /** Price per learner times number of children, in cents. */
  amount_cents: z.number().int(),
  /** When the free trial ends (the first charge); null without a trial. */
  trial_ends_at: z.string().nullable().optional(),
  /** The card renewals charge, shown on membership and billing; only in a parent's own lookup. */
  card: z
    .object({
      id: z.string(),
      last4: z.string(),
      cardBrand: z.string(),
      expMonth: z.number().int(),
      expYear: z.number().int(),
    })
    .nullable()
    .optional(),
  /** The payment provider's customer id, the card edit call's :customer_id; only in a parent's own lookup. */
  customer_id: z.string().nullable().optional(),
  /** The promo code's percent off every renewal (0 without one), so a quote uses the charge's rule; only in a parent's own lookup. */
  percent_off: z.number().min(0).max(100).optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionLookupParamsSchema = z.strictObject({
  userId: userIdSchema,
  userType: userTypeSchema,
});
export type SubscriptionLookupParams = z.infer<typeof subscriptionLookupParamsSchema>;

/** The lookup's answer for a user with no subscription: `{ message: NO_SUBSCRIPTION_MESSAGE }`. */
export const noSubscriptionResponseSchema = z.object({ message: z.string() });
export type NoSubscriptionResponse = z.infer<typeof noSubscriptionResponseSchema>;

export const subscriptionLookupResponseSchema = z.union([subscriptionSchema, noSubscriptionResponseSchema]);
export type SubscriptionLookupResponse = z.infer<typeof subscriptionLookupResponseSchema>;

export const hasSubscription = (response: SubscriptionLookupResponse): response is Subscription =>
  !('message' in response);

// ---------------------------------------------------------------------------------------------------------------
// Payment, promo codes, memberships and cards (spec 2 §3, §5, §7)

/** Plan id from a route or form: 1 monthly, 2 yearly. */
export const subscriptionPlanInputSchema = z.coerce
  .number({ error: INVALID_PLAN })
  .pipe(z.union([z.literal(1), z.literal(2)], { error: INVALID_PLAN }));

/** Learners in one purchase: 1 to 50. */
export const numberOfChildrenSchema = z.coerce
  .number({ error: MIN_LEARNERS_REQUIRED })
  .int({ error: MIN_LEARNERS_REQUIRED })
  .min(MIN_LEARNERS, abort(MIN_LEARNERS_REQUIRED))
  .max(MAX_LEARNERS, abort(MAX_LEARNERS_EXCEEDED));

/** Cardholder name on the payment form. */
export const cardholderNameSchema = makePersonNameSchema({ required: FULL_NAME_REQUIRED });
/** Cardholder name on the edit-card form, which the spec labels 'Name is required'. */
export const cardEditNameSchema = makePersonNameSchema({ required: NAME_REQUIRED });

export const promoCodeSchema = z
  .string({ error: PROMO_CODE_INVALID_HELPER })
  .trim()
  .min(1, abort(PROMO_CODE_INVALID_HELPER))
  .max(PROMO_CODE_MAX_CHARS, abort(PROMO_CODE_INVALID_HELPER));

const cardTokenFields = {
  /** Single-use card token from the hosted card fields. */
  nonce: requiredString(CARD_DETAILS_REQUIRED).max(500, abort(CARD_DETAILS_REQUIRED)),
  postalCode: z
    .string({ error: CARD_DETAILS_REQUIRED })
    .trim()
    .max(20, abort(CARD_DETAILS_REQUIRED))
    .optional(),
  exp_month: z.coerce
    .number({ error: CARD_DETAILS_REQUIRED })
    .int()
    .min(1, abort(CARD_DETAILS_REQUIRED))
    .max(12, abort(CARD_DETAILS_REQUIRED))
    .optional(),
  exp_year: z.coerce
    .number({ error: CARD_DETAILS_REQUIRED })
    .int()
    .min(2000, abort(CARD_DETAILS_REQUIRED))
    .max(2200, abort(CARD_DETAILS_REQUIRED))
    .optional(),
  last4: z
    .string({ error: CARD_DETAILS_REQUIRED })
    .regex(/^\d{4}$/, abort(CARD_DETAILS_REQUIRED))
    .optional(),
};

/**
 * Body of POST /api/createNewSubscription. user_id, user_name, user_type and amount are accepted because the spec's
 * client sends them, but the server takes the user from the session and computes the amount itself: never trust them.
 */
export const paymentRequestSchema = z.strictObject({
  number_of_children: numberOfChildrenSchema,
  subscription_plan: subscriptionPlanInputSchema,
  ...cardTokenFields,
  full_name: cardholderNameSchema,
  email: emailSchema,
  confirmation: z.boolean().optional(),
  promo_code: optionalTrimmedString(PROMO_CODE_MAX_CHARS, PROMO_CODE_INVALID_HELPER),
  usePromo: z.boolean().optional(),
  reference_number: z.coerce
    .number({ error: INVALID_VALUE })
    .int({ error: INVALID_VALUE })
    .min(REFERENCE_NUMBER_MIN, { error: INVALID_VALUE })
    .max(REFERENCE_NUMBER_MAX, { error: INVALID_VALUE }),
  /** Ignored by the server (it computes the price). */
  amount: z.number().optional(),
  /** Ignored by the server (the session decides who pays). */
  user_id: z.string().max(255).optional(),
  user_name: z.string().max(255).optional(),
  user_type: userTypeSchema.optional(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
export type PaymentFormValues = z.input<typeof paymentRequestSchema>;

/**
 * Route parameters of /plan-selection/:subscription_plan?/:number_of_children? and /subscription-payment/...:
 * the yearly plan with 1 learner when absent (spec 2 §2).
 */
export const planSelectionParamsSchema = z.object({
  subscription_plan: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    subscriptionPlanInputSchema.default(DEFAULT_SUBSCRIPTION_PLAN),
  ),
  number_of_children: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    numberOfChildrenSchema.default(DEFAULT_NUMBER_OF_LEARNERS),
  ),
});
export type PlanSelectionParams = z.infer<typeof planSelectionParamsSchema>;

/** Answer of a successful payment: the created subscription. */
export const paymentResponseSchema = subscriptionSchema;

/** Body of POST /api/validatePromoCode (no bearer token). */
export const promoCodeCheckSchema = z.strictObject({
  code_number: promoCodeSchema,
});
export type PromoCodeCheckRequest = z.infer<typeof promoCodeCheckSchema>;

export const promoCodeCheckResponseSchema = z.object({
  percent_off: z.number().min(0).max(100),
});
export type PromoCodeCheckResponse = z.infer<typeof promoCodeCheckResponseSchema>;

/**
 * Answer of GET /api/payment/config: which card form the browser shows. For Square, the public application and
 * location ids the Web Payments SDK needs (Square publishes them to every buyer's browser anyway) and the
 * environment that picks its script; never the access token or the webhook signature key.
 */
export const paymentConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sandbox') }),
  z.object({
    provider: z.literal('square'),
    applicationId: z.string(),
    locationId: z.string(),
    environment: z.enum(['sandbox', 'production']),
  }),
]);
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** Path of PUT /api/updateSubscription/:subscriptionId/:userId (the spec names them only {a}/{b}). */
export const updateSubscriptionParamsSchema = z.strictObject({
  subscriptionId: idSchema,
  userId: userIdSchema,
});
export type UpdateSubscriptionParams = z.infer<typeof updateSubscriptionParamsSchema>;

/**
 * Body of PUT /api/updateSubscription (add memberships). Only number_of_new_children drives the change; the other
 * counts and the amount are the client's view and are recomputed by the server.
 */
export const updateSubscriptionSchema = z.strictObject({
  number_of_new_children: numberOfChildrenSchema,
  payment_id: z.string().max(255).nullable().optional(),
  current_children_number: z.coerce.number().int().nonnegative().optional(),
  new_children_number: z.coerce.number().int().nonnegative().optional(),
  total_children_number: z.coerce.number().int().nonnegative().optional(),
  amount: z.number().optional(),
  user_id: z.string().max(255).optional(),
  subscription: idSchema.optional(),
});
export type UpdateSubscriptionRequest = z.infer<typeof updateSubscriptionSchema>;

/** Path of PUT /api/subscription/cancel/:id and /api/subscription/resume/:id: the learner (membership) id. */
export const membershipParamsSchema = z.strictObject({
  id: idSchema,
});
export type MembershipParams = z.infer<typeof membershipParamsSchema>;

/** Body of the cancel and resume calls: the subscription, plus the learner id the spec mentions. */
export const membershipChangeSchema = z.strictObject({
  subscription: idSchema,
  learner_id: idSchema.optional(),
});
export type MembershipChangeRequest = z.infer<typeof membershipChangeSchema>;

export const subscriptionIdParamsSchema = z.strictObject({
  id: idSchema,
});
export type SubscriptionIdParams = z.infer<typeof subscriptionIdParamsSchema>;

/** GET /api/getLearnersBySubscriptionID/:id. */
export const learnersResponseSchema = z.array(learnerSchema);

/** Body of POST /api/payment/user/invoices. */
export const invoicesRequestSchema = z.strictObject({
  subscription: idSchema,
});
export type InvoicesRequest = z.infer<typeof invoicesRequestSchema>;

export const cardSchema = z.object({
  id: z.string(),
  last4: z.string(),
  cardBrand: z.string(),
  expMonth: z.number().int().optional(),
  expYear: z.number().int(),
});
export type Card = z.infer<typeof cardSchema>;

/** Invoice in the payment provider's shape (spec 2 §3); amounts in cents. */
export const invoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publicUrl: z.string().nullable(),
  paymentRequests: z.array(
    z.object({
      totalCompletedAmountMoney: z.object({ amount: z.number().int(), currency: z.string() }),
    }),
  ),
  customer: z.object({ id: z.string(), cards: z.array(cardSchema) }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Invoices, or `{ title, body }` with the empty-state text when there are none. */
export const invoicesResponseSchema = z.union([z.object({ data: z.array(invoiceSchema) }), apiErrorSchema]);
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

export const cardRemoveParamsSchema = z.strictObject({
  card_id: z.string().trim().min(1, abort(INVALID_ID)),
});
export type CardRemoveParams = z.infer<typeof cardRemoveParamsSchema>;

/** PUT /api/card/remove/:card_id sends an empty body. */
export const cardRemoveSchema = z.strictObject({});

export const cardEditParamsSchema = z.strictObject({
  card_id: z.string().trim().min(1, abort(INVALID_ID)),
  customer_id: z.string().trim().min(1, abort(INVALID_ID)),
  subscription_id: idSchema,
});
export type CardEditParams = z.infer<typeof cardEditParamsSchema>;

/** Body of PUT /api/card/edit/...: a fresh card token and the cardholder name. */
export const cardEditSchema = z.strictObject({
  ...cardTokenFields,
  full_name: cardEditNameSchema,
});
export type CardEditRequest = z.infer<typeof cardEditSchema>;

/**
 * Price in cents: plan price per learner x learners x (100 - percent_off) / 100, rounded half up to the cent once.
 * Integer arithmetic, because 1 - percent_off / 100 in binary floating point moves some totals by a cent
 * (999 x 5 x 10 % gave 499 instead of 499.5 -> 500, one of 37 such plan, learner and percent combinations).
 */
export const computeSubscriptionAmountCents = (
  plan: SubscriptionPlan,
  numberOfChildren: number,
  percentOff = 0,
): number => {
  const hundredthsOfCents = SUBSCRIPTION_PLANS[plan].priceCents * numberOfChildren * (100 - percentOff);
  return Math.floor((hundredthsOfCents + 50) / 100);
};
