import './zod-setup';
import * as z from 'zod/mini';

/** The signed-in admin, as `GET /api/user` answers it. */
export const CurrentUser = z.object({ username: z.string() });
export type CurrentUser = z.infer<typeof CurrentUser>;
