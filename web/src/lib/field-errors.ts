/** A schema or API issue: `path[0]` names the field. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** A form's messages, one for each field that has one. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The first message for each of the form's `fields`, from the shared schema's issues or the
 * API's 400 `issues`; an issue about any other path is left out.
 */
export function errorsFromIssues<Field extends string>(issues: readonly FieldIssue[], fields: readonly Field[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (isField(field, fields)) errors[field] ??= issue.message;
  }
  return errors;
}

function isField<Field extends string>(key: PropertyKey | undefined, fields: readonly Field[]): key is Field {
  return typeof key === 'string' && (fields as readonly string[]).includes(key);
}
