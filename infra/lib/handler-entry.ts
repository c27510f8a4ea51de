import { fileURLToPath } from 'node:url';

const handlersDir = fileURLToPath(new URL('../../functions/src/handlers/', import.meta.url));
const jobsDir = fileURLToPath(new URL('../../functions/src/jobs/', import.meta.url));

/** The module of a route's handler: CDK bundles it, the local server imports it. */
export function handlerEntry(handler: string): string {
  return `${handlersDir}${handler}.ts`;
}

/** The module of a job that no route calls (schedules, deployment hooks). */
export function jobEntry(job: string): string {
  return `${jobsDir}${job}.ts`;
}
