import './zod-setup';
import * as z from 'zod/mini';

/** The answer of calls that answer 204 No Content. */
export const NoContent = z.undefined();
