import { onFirstUse } from '@sunward/shared/first-use';
import type { RenderedMail } from './outgoing-mail';

/**
 * The one layout of every transactional mail: the same blocks render as plain text and as
 * accessible HTML with the agency's header, so the two versions never say different things.
 * Every interpolated value is escaped here; builders pass plain strings.
 */

export const agencyName = 'Sunward Group Travel';
export const agencyTimeZone = 'America/New_York';

export type MailBlock =
  /** A paragraph of plain text; its line breaks are kept. */
  | { kind: 'paragraph'; text: string }
  /** A second-level heading inside the mail. */
  | { kind: 'subheading'; text: string }
  /** A labelled list of facts (booking details, a receipt). */
  | { kind: 'facts'; title?: string; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** A call to action: the label and the address it opens. */
  | { kind: 'link'; label: string; url: string }
  /** A one-time code, shown large. */
  | { kind: 'code'; label: string; code: string };

export interface MailContent {
  /** The mail's subject, also the HTML document's title. */
  subject: string;
  /** Who reads it: a traveller's mail ends with how to reach the agency; the agency's own does not. */
  audience: 'traveller' | 'agency';
  /** The first heading of the HTML version and the first line of the text version. */
  heading: string;
  blocks: readonly MailBlock[];
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

const agencyDateTime = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: agencyTimeZone }));
const agencyZoneName = onFirstUse(() => new Intl.DateTimeFormat('en-US', { timeZone: agencyTimeZone, timeZoneName: 'short' }));

/** A moment as the agency reads it: "November 23, 2026 at 1:49 AM EST". */
export function formatAgencyDateTime(moment: Date | string): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  const zone = agencyZoneName().formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? 'ET';
  return `${agencyDateTime().format(date)} ${zone}`;
}

/** A calendar date (YYYY-MM-DD) as words, without shifting it through a time zone. */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}

/** The site's address joined with a path, without doubled slashes. */
export function siteLink(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'subheading':
      return block.text;
    case 'facts':
      return [...(block.title ? [block.title] : []), ...block.rows.map(([label, value]) => `${label}: ${value}`)].join('\n');
    case 'link':
      return `${block.label}: ${block.url}`;
    case 'code':
      return `${block.label}: ${block.code}`;
  }
}

const colors = { ink: '#1f2933', muted: '#52606d', brand: '#0b5e6b', line: '#d9e2ec', page: '#f5f7fa' };

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text).replace(/\r?\n/g, '<br>')}</p>`;
    case 'subheading':
      return `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(block.text)}</h2>`;
    case 'facts': {
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;font-weight:normal;color:${colors.muted};padding:6px 12px 6px 0;vertical-align:top">${escapeHtml(label)}</th>` +
            `<td style="padding:6px 0;vertical-align:top">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      const title = block.title ? `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(block.title)}</h2>` : '';
      return `${title}<table style="border-collapse:collapse;margin:0 0 16px;width:100%">${rows}</table>`;
    }
    case 'link':
      // The address can be one long word (a link's token): it wraps anywhere rather than widen the mail.
      return (
        `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:${colors.brand};color:#ffffff;` +
        `text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:${colors.muted};overflow-wrap:anywhere;word-break:break-all">Or open this address: ${escapeHtml(block.url)}</p>`
      );
    case 'code':
      return (
        `<p style="margin:0 0 4px;color:${colors.muted}">${escapeHtml(block.label)}</p>` +
        `<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(block.code)}</p>`
      );
  }
}

const travellerFooter = 'Questions? Reply to this e-mail or call us Monday–Friday, 9:00 AM–5:00 PM.';
const agencyFooter = 'Sent by the booking site.';

/** The text and HTML versions of one mail. */
export function renderMail(content: MailContent): RenderedMail {
  const footer = content.audience === 'traveller' ? travellerFooter : agencyFooter;
  const text = [content.heading, '', ...content.blocks.flatMap((block) => [blockText(block), '']), agencyName, footer].join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${colors.page};color:${colors.ink};font-family:Arial,Helvetica,sans-serif;font-size:16px">`,
    `<div role="article" aria-label="${escapeHtml(content.subject)}" style="max-width:600px;margin:0 auto;background:#ffffff">`,
    `<header style="background:${colors.brand};color:#ffffff;padding:16px 24px"><p style="margin:0;font-size:20px;font-weight:bold">${escapeHtml(agencyName)}</p></header>`,
    '<main style="padding:24px">',
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>`,
    ...content.blocks.map(blockHtml),
    '</main>',
    `<footer style="border-top:1px solid ${colors.line};padding:16px 24px;font-size:13px;color:${colors.muted}">`,
    `<p style="margin:0">${escapeHtml(agencyName)} · ${escapeHtml(footer)}</p>`,
    '</footer>',
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
  return { subject: content.subject, text, html };
}
