/**
 * Turns a zod schema into a `@mantine/form` `validate` function, so a form shows exactly the messages of the shared
 * schema in `@mathwise/api-contract` (design brief §3.1). Typed structurally, so this building block does not import
 * zod itself.
 */
interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

interface SafeParsingSchema {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

export function createSchemaValidator<TValues>(schema: SafeParsingSchema) {
  return (values: TValues): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      // Keep the first message per field: the schemas order their rules from most to least basic.
      if (key && !(key in errors)) errors[key] = issue.message;
    }
    return errors;
  };
}
