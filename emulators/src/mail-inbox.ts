import '@sunward/shared/schemas/zod-setup';
import * as z from 'zod/mini';

/** A captured e-mail, as `listCapturedMail` answers it and `/_local/mail.json` lists it. */
export const CapturedMail = z.object({
  to: z.array(z.string()),
  from: z.string(),
  replyTo: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.string(),
});
export type CapturedMail = z.infer<typeof CapturedMail>;

const CapturedMailList = z.array(CapturedMail);

/** Where the local server publishes the captured mails as JSON (and, without `.json`, as a page). */
export const localMailJsonPath = '/_local/mail.json';

/** What aws-ses-v2-local answers at `/store`. */
const SesStore = z.object({
  emails: z.array(
    z.object({
      from: z.string(),
      replyTo: z._default(z.array(z.string()), []),
      destination: z.object({ to: z.array(z.string()) }),
      subject: z.string(),
      body: z.object({ text: z.optional(z.string()), html: z.optional(z.string()) }),
      at: z.number(),
    }),
  ),
});

async function getJson(url: string, what: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${what} answered ${response.status} for ${url}`);
  return response.json();
}

/** The mails the SES emulator captured, newest first: the handler tests and the local server read them here. */
export async function listCapturedMail(sesEndpoint: string): Promise<CapturedMail[]> {
  const { emails } = SesStore.parse(await getJson(`${sesEndpoint}/store`, 'The SES emulator'));
  return emails
    .map((mail) => ({
      to: mail.destination.to,
      from: mail.from,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.body.text ?? '',
      html: mail.body.html ?? '',
      sentAt: new Date(mail.at * 1000).toISOString(),
    }))
    .reverse();
}

/** The same list read over HTTP from a running local stack's `/_local/mail.json`, as the browser tests see it. */
export async function fetchLocalMail(siteUrl: string): Promise<CapturedMail[]> {
  return CapturedMailList.parse(await getJson(`${siteUrl}${localMailJsonPath}`, 'The local server'));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A plain inbox page for people trying the site locally. */
export function renderInbox(mails: CapturedMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
    <dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
    ${mail.replyTo.length > 0 ? `<dt>Reply to</dt><dd>${escapeHtml(mail.replyTo.join(', '))}</dd>` : ''}
    <dt>Sent</dt><dd><time datetime="${mail.sentAt}">${escapeHtml(mail.sentAt.replace('T', ' ').slice(0, 19))} UTC</time></dd>
  </dl>
  ${mail.html ? `<iframe title="${escapeHtml(mail.subject)}" sandbox srcdoc="${escapeHtml(mail.html)}"></iframe>` : ''}
  ${mail.text ? `<details${mail.html ? '' : ' open'}><summary>Plain text</summary><pre>${escapeHtml(mail.text)}</pre></details>` : ''}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox · Sunward Group Travel</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1.5rem; color: #1a202c; }
  header { display: flex; justify-content: space-between; align-items: baseline; gap: 1rem; flex-wrap: wrap; }
  article { border: 1px solid #cbd5e0; border-radius: 0.5rem; padding: 1rem 1.25rem; margin: 1rem 0; }
  h2 { margin: 0 0 0.5rem; font-size: 1.15rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 1rem; margin: 0 0 0.75rem; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; min-height: 22rem; border: 1px solid #e2e8f0; border-radius: 0.25rem; }
  pre { white-space: pre-wrap; background: #f7fafc; padding: 0.75rem; border-radius: 0.25rem; }
</style>
</head>
<body>
<header><h1>Local inbox</h1><p>${mails.length} message${mails.length === 1 ? '' : 's'} captured · <a href="${localMailJsonPath}">JSON</a> · <a href="/">Site</a></p></header>
<main>${items || '<p>No e-mails yet. Mails the site sends appear here.</p>'}</main>
</body>
</html>`;
}
