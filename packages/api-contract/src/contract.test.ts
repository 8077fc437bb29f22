import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import * as contract from './index';

const schemas: [string, z.ZodType][] = Object.entries(contract as Record<string, unknown>).flatMap(
  ([name, value]) => (value instanceof z.ZodType ? [[name, value] as [string, z.ZodType]] : []),
);

describe('the exported contract', () => {
  it('exports schemas for every area', () => {
    expect(schemas.length).toBeGreaterThan(100);
  });

  it.each(schemas.map(([name, schema]) => [name, schema] as const))(
    '%s converts to a JSON Schema for request validation and OpenAPI',
    (_name, schema) => {
      expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' })).not.toThrow();
    },
  );

  it.each(
    schemas
      .filter(([name]) => name.endsWith('ResponseSchema'))
      .map(([name, schema]) => [name, schema] as const),
  )('%s has no transforms, so the server can serialise answers through it', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' })).not.toThrow();
  });
});

describe('messages kept exactly as the specs write them', () => {
  it.each([
    [contract.ACCOUNT_NAME_REQUIRED, ' Name is required'],
    [contract.PASSWORDS_DO_NOT_MATCH, 'Your passwords do no match'],
    [contract.PROFILE_IMAGE_FORMAT, 'Accepted file format:  jpeg, png, and gif'],
    [contract.QUESTION_IMAGE_FORMAT, 'Accepted file format: png, svg, jpeg, and gif'],
    [contract.CARD_UPDATE_FAILED_TITLE, 'Error to updated the card.'],
    [contract.LEARNER_EMAIL_INVALID, 'Invalid email format'],
    [contract.EMAIL_INVALID, 'Invalid Email Format'],
    [contract.LEAVE_WARNING, 'Your progress will be lost, are you sure you want to leave?'],
    [contract.ANSWER_WRONG, "Nope that wasn't it! Take another look."],
    [
      contract.PAYMENT_VALIDATION_FAILED,
      `${contract.PAYMENT_VALIDATION_FAILED_TITLE} - ${contract.PAYMENT_VALIDATION_FAILED_BODY}`,
    ],
    [contract.MAX_LEARNERS_ERROR, `Error - ${contract.MAX_LEARNERS_EXCEEDED}`],
    [contract.NO_SUBSCRIPTION_MESSAGE, 'No subscription found'],
    [
      contract.RESTRICTED_ACCESS_BODY('Mathwise'),
      'Please log in to enjoy all the benefits Mathwise has to offer.',
    ],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('business constants', () => {
  it('prices in cents', () => {
    expect(contract.MONTHLY_PRICE_CENTS).toBe(999);
    expect(contract.YEARLY_PRICE_CENTS).toBe(8991);
    expect(contract.YEARLY_STRUCK_PRICE_CENTS).toBe(11988);
    expect(contract.YEARLY_STRUCK_PRICE_CENTS).toBe(contract.MONTHLY_PRICE_CENTS * 12);
    expect(contract.SAVE_LABEL).toBe('SAVE 25%');
    expect(contract.SUBSCRIPTION_PLANS[1].priceCents).toBe(999);
    expect(contract.SUBSCRIPTION_PLANS[2].priceCents).toBe(8991);
  });

  it('limits and timings', () => {
    expect(contract.TRIAL_DAYS).toBe(30);
    expect(contract.MAX_LEARNERS).toBe(50);
    expect(contract.ALERT_AUTO_DISMISS_MS).toBe(5000);
    expect(contract.REDIRECT_AFTER_ADD_MS).toBe(3000);
    expect(contract.DIALOG_CLOSE_DELAY_MS).toBe(150);
    expect(contract.MAX_IMAGE_BYTES).toBe(100 * 1024 * 1024);
    expect(contract.ADMIN_PAGE_SIZES).toEqual([5, 25, 50, 75, 100]);
    expect(contract.DEFAULT_SUBSCRIPTION_PLAN).toBe(2);
  });
});
