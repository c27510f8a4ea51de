import * as z from 'zod';

/** The answer of calls that answer 204 No Content. */
export const NoContent = z.undefined();
