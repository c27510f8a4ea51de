import * as z from 'zod';

/** The signed-in admin, as `GET /api/user` answers it. */
export const CurrentUser = z.object({ username: z.string() });
export type CurrentUser = z.infer<typeof CurrentUser>;
