import * as z from 'zod/mini';
import { readSettings } from './read-settings';

/** Where the one table is. The CDK table construct gives it to every function. */
export const TableSettings = z.object({ TABLE_NAME: z.string().check(z.minLength(1)) });
export type TableVariables = z.input<typeof TableSettings>;

export const readTableSettings = (env: NodeJS.ProcessEnv = process.env) => readSettings('table', TableSettings, env);
