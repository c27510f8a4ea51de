import type * as z from 'zod/mini';

/**
 * Parses one concern's environment variables. Each adapter calls this at import, so a function
 * that lacks a variable fails at cold start with the variables' names, never mid-request.
 */
export function readSettings<S extends z.ZodMiniType>(concern: string, schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))].join(', ');
    throw new Error(`Missing or invalid ${concern} settings: ${names}`);
  }
  return parsed.data;
}
