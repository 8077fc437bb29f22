import type { schemaResolver } from '@mantine/form';

/** A Standard Schema (zod 4's schemas are), as `@mantine/form`'s `schemaResolver` takes it. */
export type StandardSchema = Parameters<typeof schemaResolver>[0];
type StandardResult = ReturnType<StandardSchema['~standard']['validate']>;
type StandardIssue = NonNullable<Awaited<StandardResult>['issues']>[number];

/**
 * Builds an object schema from per-field schemas, for forms whose fields the contract exports one by one (the
 * cardholder name, a grade) or whose values hold more than the contract's object (the parent's account form keeps an
 * unused grade). Each named field is checked with its own schema and nothing else, so extra values are no error. The
 * result is a Standard Schema, so a form validates with `schemaResolver(combineFieldSchemas(…), { sync: true })` and
 * shows the contract's exact messages; the web app needs no zod import of its own.
 */
export function combineFieldSchemas(fields: Record<string, StandardSchema>): StandardSchema {
  return {
    '~standard': {
      version: 1,
      vendor: 'mathwise',
      validate(values: unknown) {
        const record = (values ?? {}) as Record<string, unknown>;
        const issues: StandardIssue[] = [];
        for (const [name, schema] of Object.entries(fields)) {
          const result = schema['~standard'].validate(record[name]);
          if (result instanceof Promise)
            throw new Error(`The schema of ${name} is asynchronous; forms need sync ones`);
          for (const issue of result.issues ?? [])
            issues.push({ ...issue, path: [name, ...(issue.path ?? [])] });
        }
        return issues.length === 0 ? { value: values } : { issues };
      },
    },
  };
}
