/**
 * Builds an object validator from per-field schemas, for forms whose fields the contract exports one by one (the
 * cardholder name, a grade) rather than as one object schema. Its result plugs into `createSchemaValidator`, so the
 * form still shows the contract's exact messages, and the web app needs no zod import of its own.
 */
interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

interface FieldSchema {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: readonly FieldIssue[] } };
}

export function combineFieldSchemas(fields: Record<string, FieldSchema>) {
  return {
    safeParse: (values: unknown): { success: true } | { success: false; error: { issues: FieldIssue[] } } => {
      const record = (values ?? {}) as Record<string, unknown>;
      const issues: FieldIssue[] = [];
      for (const [name, schema] of Object.entries(fields)) {
        const result = schema.safeParse(record[name]);
        if (!result.success) {
          for (const issue of result.error.issues) issues.push({ ...issue, path: [name, ...issue.path] });
        }
      }
      return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
    },
  };
}
