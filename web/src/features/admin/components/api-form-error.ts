import { ApiError } from '../../../lib/api-client';
import { errorsFromIssues, type FieldErrors } from '../../../lib/field-errors';

/** What a form shows for a failed save: messages beside the fields, or one for the whole form. */
export interface FormFailure<Field extends string> {
  fields: FieldErrors<Field>;
  /** A refusal of the whole change (409: changed by someone else, too few seats), to reload on. */
  conflict?: string;
  /** Anything else: the network, the server. */
  other?: string;
}

export function formFailure<Field extends string>(error: unknown, fields: readonly Field[]): FormFailure<Field> {
  if (error instanceof ApiError) {
    const body = error.errorBody();
    if (error.status === 400 && body?.issues) {
      const fieldErrors = errorsFromIssues(body.issues, fields);
      if (Object.keys(fieldErrors).length > 0) return { fields: fieldErrors };
    }
    if (error.status === 409 && body) return { fields: {}, conflict: body.message };
    if (body) return { fields: {}, other: body.message };
  }
  return { fields: {}, other: 'We could not save this just now. Please try again in a moment.' };
}
