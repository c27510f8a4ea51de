import * as z from 'zod/mini';
import { readSettings } from './read-settings';

/**
 * The site's public origin, for links in mails (the one-click sign-in link). CDK gives the
 * CloudFront or custom domain to the routes that mail such links; the local stack its own URL.
 */
export const SiteSettings = z.object({
  SITE_URL: z.url().check(z.regex(/^https?:\/\/[^/]+$/, 'An origin without a path or trailing slash')),
});
export type SiteVariables = z.input<typeof SiteSettings>;

export const readSiteSettings = (env: NodeJS.ProcessEnv = process.env) => readSettings('site', SiteSettings, env);
