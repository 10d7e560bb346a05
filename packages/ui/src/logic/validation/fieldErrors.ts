/** One validation failure, tied to the form field it is about. */
export type FieldError<Field extends string> = { field: Field; message: string };

/** The first message per field, for rendering errors next to their inputs. */
export function errorsByField<Field extends string>(errors: readonly FieldError<Field>[]): Partial<Record<Field, string>> {
  const byField: Partial<Record<Field, string>> = {};
  for (const { field, message } of errors) {
    byField[field] ??= message;
  }
  return byField;
}
