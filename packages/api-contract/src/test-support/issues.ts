import type { z } from 'zod';

/** Messages of the issues a value raises, in order. */
export const messagesOf = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

/** Messages of the issues raised at one field path of an object. */
export const fieldMessages = (schema: z.ZodType, value: unknown, field: string): string[] => {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);
};

export const unrecognizedKeys = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : []));
};
