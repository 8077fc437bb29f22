import { describe, expect, it } from 'vitest';

import {
  cardEditParamsSchema,
  cardEditSchema,
  cardRemoveParamsSchema,
  cardRemoveSchema,
  computeSubscriptionAmountCents,
  hasSubscription,
  invoicesRequestSchema,
  invoicesResponseSchema,
  learnersResponseSchema,
  membershipChangeSchema,
  membershipParamsSchema,
  paymentRequestSchema,
  planSelectionParamsSchema,
  promoCodeCheckResponseSchema,
  promoCodeCheckSchema,
  updateSubscriptionParamsSchema,
  updateSubscriptionSchema,
  subscriptionLookupParamsSchema,
  subscriptionLookupResponseSchema,
  subscriptionSchema,
} from './billing.schemas';
import { NO_SUBSCRIPTION_MESSAGE } from './messages';
import { fieldMessages, unrecognizedKeys } from './test-support/issues';

const sampleSubscription = {
  id: 7,
  user_id: 'parent-1',
  status: 'active',
  subscription_plan: 2,
  number_of_children: 2,
  payment_id: 'pay_123',
  created_at: '2026-09-01T12:00:00.000Z',
  learners: [
    {
      id: 3,
      user_id: 'learner-1',
      status: true,
      scheduled_cancellation: false,
      current_subject: 2,
      user: {
        user_id: 'learner-1',
        name: 'Sam',
        nickname: 'sam',
        email: 'sam@example.com',
        picture: null,
        last_login: null,
      },
    },
  ],
  empty_learners: 1,
  user_type: 'parent',
  weekly_report: true,
  newsletter: false,
  account_activity: true,
  current_subject: null,
  next_billing_date: '2027-09-01T12:00:00.000Z',
  amount_cents: 17982,
} as const;

describe('subscription lookup', () => {
  it('takes a user id and a user type', () => {
    expect(subscriptionLookupParamsSchema.parse({ userId: 'abc', userType: 'learner' })).toEqual({
      userId: 'abc',
      userType: 'learner',
    });
    expect(subscriptionLookupParamsSchema.safeParse({ userId: 'abc', userType: 'teacher' }).success).toBe(
      false,
    );
    expect(subscriptionLookupParamsSchema.safeParse({ userId: '', userType: 'parent' }).success).toBe(false);
    expect(
      unrecognizedKeys(subscriptionLookupParamsSchema, { userId: 'a', userType: 'parent', x: 1 }),
    ).toEqual(['x']);
  });

  it('answers a subscription', () => {
    const parsed = subscriptionLookupResponseSchema.parse(sampleSubscription);
    expect(hasSubscription(parsed)).toBe(true);
    expect(subscriptionSchema.safeParse({ ...sampleSubscription, status: 'cancelled' }).success).toBe(false);
    expect(subscriptionSchema.safeParse({ ...sampleSubscription, subscription_plan: 3 }).success).toBe(false);
  });

  it('answers a message when there is none', () => {
    const parsed = subscriptionLookupResponseSchema.parse({ message: NO_SUBSCRIPTION_MESSAGE });
    expect(hasSubscription(parsed)).toBe(false);
    expect(NO_SUBSCRIPTION_MESSAGE).toBe('No subscription found');
  });
});

describe('paymentRequestSchema', () => {
  const good = {
    number_of_children: 2,
    subscription_plan: 2,
    nonce: 'cnon:card-nonce-ok',
    postalCode: 'M5V 2T6',
    exp_month: 12,
    exp_year: 2030,
    last4: '1111',
    full_name: 'Amira Khan',
    email: 'amira@example.com',
    reference_number: 123456,
  };

  it('accepts a good payment and coerces form numbers', () => {
    const parsed = paymentRequestSchema.parse({ ...good, number_of_children: '3', subscription_plan: '1' });
    expect(parsed.number_of_children).toBe(3);
    expect(parsed.subscription_plan).toBe(1);
  });

  it.each([
    [0, 'Select at least 1 student.'],
    ['', 'Select at least 1 student.'],
    [51, 'You can only add maximum 50 students.'],
    [1.5, 'Select at least 1 student.'],
  ])('refuses %j students with %s', (number_of_children, message) => {
    expect(
      fieldMessages(paymentRequestSchema, { ...good, number_of_children }, 'number_of_children'),
    ).toEqual([message]);
  });

  it.each([1, 50])('accepts %i students', (number_of_children) => {
    expect(paymentRequestSchema.safeParse({ ...good, number_of_children }).success).toBe(true);
  });

  it.each([0, 3, 'yearly'])('refuses the plan %j', (subscription_plan) => {
    expect(paymentRequestSchema.safeParse({ ...good, subscription_plan }).success).toBe(false);
  });

  it.each([
    [undefined, 'Full Name is required'],
    ['', 'Full Name is required'],
    ['A', 'Minimum length must be 2 characters'],
    ['A'.repeat(31), 'Maximum length must be 30 characters'],
    ['Amira  Khan', 'Can only contain letters and numbers.'],
    [' Amira', 'Can only contain letters and numbers.'],
  ])('refuses the cardholder %j with %s', (full_name, message) => {
    expect(fieldMessages(paymentRequestSchema, { ...good, full_name }, 'full_name')).toEqual([message]);
  });

  it.each([99_999, 900_100_000, 12.5])('refuses the reference number %j', (reference_number) => {
    expect(paymentRequestSchema.safeParse({ ...good, reference_number }).success).toBe(false);
  });

  it.each([100_000, 900_099_999])('accepts the reference number %i', (reference_number) => {
    expect(paymentRequestSchema.safeParse({ ...good, reference_number }).success).toBe(true);
  });

  it('requires a card token', () => {
    expect(fieldMessages(paymentRequestSchema, { ...good, nonce: '' }, 'nonce')).toEqual([
      'Please re-enter the card information',
    ]);
  });

  it('treats an empty promo code as absent and trims a given one', () => {
    expect(paymentRequestSchema.parse({ ...good, promo_code: '' }).promo_code).toBeUndefined();
    expect(paymentRequestSchema.parse({ ...good, promo_code: ' WELCOME ', usePromo: true }).promo_code).toBe(
      'WELCOME',
    );
  });

  it('accepts the fields the spec client sends but the server ignores', () => {
    expect(
      paymentRequestSchema.safeParse({
        ...good,
        amount: 1,
        user_id: 'u1',
        user_name: 'u1',
        user_type: 'parent',
        confirmation: true,
      }).success,
    ).toBe(true);
  });

  it.each(['role', 'status', 'payment_id', 'percent_off', 'userId'])('rejects the extra key %s', (key) => {
    expect(unrecognizedKeys(paymentRequestSchema, { ...good, [key]: 'x' })).toEqual([key]);
  });
});

describe('promo code check', () => {
  it('takes a trimmed code', () => {
    expect(promoCodeCheckSchema.parse({ code_number: ' SAVE10 ' })).toEqual({ code_number: 'SAVE10' });
    expect(fieldMessages(promoCodeCheckSchema, { code_number: '' }, 'code_number')).toEqual([
      'Invalid Promo Code',
    ]);
    expect(unrecognizedKeys(promoCodeCheckSchema, { code_number: 'A', percent_off: 100 })).toEqual([
      'percent_off',
    ]);
  });

  it('answers a percentage', () => {
    expect(promoCodeCheckResponseSchema.parse({ percent_off: 25 })).toEqual({ percent_off: 25 });
    expect(promoCodeCheckResponseSchema.safeParse({ percent_off: 101 }).success).toBe(false);
  });
});

describe('update subscription', () => {
  it('needs 1 to 50 new children', () => {
    expect(updateSubscriptionSchema.parse({ number_of_new_children: '2', subscription: '7' })).toEqual({
      number_of_new_children: 2,
      subscription: 7,
    });
    expect(
      fieldMessages(updateSubscriptionSchema, { number_of_new_children: 51 }, 'number_of_new_children'),
    ).toEqual(['You can only add maximum 50 students.']);
    expect(
      unrecognizedKeys(updateSubscriptionSchema, { number_of_new_children: 1, status: 'active' }),
    ).toEqual(['status']);
  });

  it('takes a subscription id and a user id in the path', () => {
    expect(updateSubscriptionParamsSchema.parse({ subscriptionId: '7', userId: 'u1' })).toEqual({
      subscriptionId: 7,
      userId: 'u1',
    });
    expect(updateSubscriptionParamsSchema.safeParse({ subscriptionId: 'x', userId: 'u1' }).success).toBe(
      false,
    );
  });
});

describe('membership cancel and resume', () => {
  it('takes the learner id in the path and the subscription in the body', () => {
    expect(membershipParamsSchema.parse({ id: '3' })).toEqual({ id: 3 });
    expect(membershipParamsSchema.safeParse({ id: '-1' }).success).toBe(false);
    expect(membershipChangeSchema.parse({ subscription: 7, learner_id: 3 })).toEqual({
      subscription: 7,
      learner_id: 3,
    });
    expect(unrecognizedKeys(membershipChangeSchema, { subscription: 7, status: 'paused' })).toEqual([
      'status',
    ]);
  });
});

describe('cards and invoices', () => {
  it('edits a card with a token and a cardholder name', () => {
    expect(cardEditSchema.safeParse({ nonce: 'cnon:card-nonce-ok', full_name: 'Amira Khan' }).success).toBe(
      true,
    );
    expect(fieldMessages(cardEditSchema, { nonce: 'x', full_name: '' }, 'full_name')).toEqual([
      'Name is required',
    ]);
    expect(
      cardEditParamsSchema.parse({ card_id: 'ccof:1', customer_id: 'cus_1', subscription_id: '7' }),
    ).toEqual({
      card_id: 'ccof:1',
      customer_id: 'cus_1',
      subscription_id: 7,
    });
  });

  it('removes a card with an empty body', () => {
    expect(cardRemoveSchema.parse({})).toEqual({});
    expect(unrecognizedKeys(cardRemoveSchema, { card_id: 'x' })).toEqual(['card_id']);
    expect(cardRemoveParamsSchema.safeParse({ card_id: '' }).success).toBe(false);
  });

  it('asks for invoices by subscription and answers invoices or the empty-state text', () => {
    expect(invoicesRequestSchema.parse({ subscription: '7' })).toEqual({ subscription: 7 });
    const invoice = {
      id: 'inv_1',
      invoiceNumber: '000001',
      createdAt: '2026-09-01T12:00:00.000Z',
      updatedAt: '2026-09-01T12:00:00.000Z',
      publicUrl: null,
      paymentRequests: [{ totalCompletedAmountMoney: { amount: 8991, currency: 'CAD' } }],
      customer: { id: 'cus_1', cards: [{ id: 'ccof:1', last4: '1111', cardBrand: 'VISA', expYear: 2030 }] },
    };
    expect(invoicesResponseSchema.safeParse({ data: [invoice] }).success).toBe(true);
    expect(invoicesResponseSchema.safeParse({ title: 'No invoices', body: 'No invoices yet.' }).success).toBe(
      true,
    );
  });

  it('lists learners by subscription', () => {
    expect(learnersResponseSchema.safeParse(sampleSubscription.learners).success).toBe(true);
  });
});

describe('computeSubscriptionAmountCents', () => {
  it('multiplies the plan price by the students and applies a promo', () => {
    expect(computeSubscriptionAmountCents(1, 1)).toBe(999);
    expect(computeSubscriptionAmountCents(2, 3)).toBe(26973);
    expect(computeSubscriptionAmountCents(2, 1, 25)).toBe(6743);
    expect(computeSubscriptionAmountCents(1, 2, 100)).toBe(0);
    // 999 x 5 x 10 % = 499.5 exactly: the half cent rounds up, which floating point used to miss (499).
    expect(computeSubscriptionAmountCents(1, 5, 90)).toBe(500);
  });
});

describe('planSelectionParamsSchema', () => {
  it('defaults to the yearly plan with one student', () => {
    expect(planSelectionParamsSchema.parse({})).toEqual({ subscription_plan: 2, number_of_children: 1 });
    expect(planSelectionParamsSchema.parse({ subscription_plan: '', number_of_children: '' })).toEqual({
      subscription_plan: 2,
      number_of_children: 1,
    });
  });

  it('reads the route values', () => {
    expect(planSelectionParamsSchema.parse({ subscription_plan: '1', number_of_children: '4' })).toEqual({
      subscription_plan: 1,
      number_of_children: 4,
    });
    expect(
      fieldMessages(planSelectionParamsSchema, { number_of_children: '51' }, 'number_of_children'),
    ).toEqual(['You can only add maximum 50 students.']);
  });
});
