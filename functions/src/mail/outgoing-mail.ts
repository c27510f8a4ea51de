/** One e-mail as the site composes it: rendered when the change that causes it is written. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes, e.g. the visitor who sent an inquiry. */
  replyTo?: string;
  /**
   * When the mail stops being worth sending (a one-time code that has expired): the worker drops
   * it instead of sending it late.
   */
  sendBefore?: Date;
}
