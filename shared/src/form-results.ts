/**
 * The pages a form sent by the browser itself lands on (decision 049). A page's form posts to its
 * API call natively when its scripts have not run; the API answers `303 See Other` with one of these
 * pages. Each is a static, prerendered page, so each outcome that says something different has a
 * path of its own, and no path ever carries a word the visitor typed.
 */

/** What became of a native post, as far as the visitor needs to know. */
export type FormOutcome =
  /** Taken: stored, mails in the outbox. */
  | 'sent'
  /** Too many from this address or network just now: wait, or reach us another way. */
  | 'tooManyTries'
  /** Sent from a page on another site: refused, nothing stored. */
  | 'otherSite'
  /** Anything else (our fault, a malformed post): nothing stored, try again. */
  | 'notSent';

export interface FormResults<Field extends string = string> {
  /** The form's `action`: its call's path, here too so a page's markup needs no schema to name it. */
  readonly action: `/api/${string}`;
  /** The page the form is on, for the result pages' way back. */
  readonly formPage: string;
  /** The fields, in the form's order: the first one at fault is the one a result page names. */
  readonly fields: readonly Field[];
  /** The field a body over the size limit is blamed on: the only one long enough to cause it. */
  readonly largestField: Field;
  /** The page for each outcome, and one per field to fix. */
  readonly pages: Readonly<Record<FormOutcome, string>> & { readonly fix: Readonly<Record<Field, string>> };
}

/** The newsletter band, at the foot of most public pages; its way back is the home page's band. */
export const newsletterFormResults = {
  action: '/api/newsletter',
  formPage: '/#newsletter',
  fields: ['email'],
  largestField: 'email',
  pages: {
    sent: '/newsletter/check-your-inbox',
    tooManyTries: '/newsletter/too-many-tries',
    otherSite: '/newsletter/sent-from-another-site',
    notSent: '/newsletter/not-sent',
    fix: { email: '/newsletter/check-your-email' },
  },
} as const satisfies FormResults<'email'>;

/** The contact page's inquiry form. */
export const inquiryFormResults = {
  action: '/api/inquiries',
  formPage: '/contact#inquiry-form',
  fields: ['firstName', 'lastName', 'email', 'interest', 'message'],
  largestField: 'message',
  pages: {
    sent: '/contact/sent',
    tooManyTries: '/contact/too-many-messages',
    otherSite: '/contact/sent-from-another-site',
    notSent: '/contact/not-sent',
    fix: {
      firstName: '/contact/check-first-name',
      lastName: '/contact/check-last-name',
      email: '/contact/check-email',
      interest: '/contact/check-trip',
      message: '/contact/check-message',
    },
  },
} as const satisfies FormResults<'firstName' | 'lastName' | 'email' | 'interest' | 'message'>;

/** Every result page of every form: the web build prerenders each. */
export function formResultPaths(results: FormResults): string[] {
  const { fix, ...outcomes } = results.pages;
  return [...Object.values(outcomes), ...Object.values(fix)];
}
