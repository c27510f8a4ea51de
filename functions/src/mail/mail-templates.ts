import {
  balancePaymentNoticeMail,
  balanceReceiptMail,
  depositReceiptMail,
  disputeNoticeMail,
  lateDepositRefundMail,
  newBookingNoticeMail,
} from './booking-mails';
import { agencyInquiryMail, inquiryAcknowledgementMail } from './inquiry-mails';
import type { RenderedMail, TemplatedMail } from './outgoing-mail';
import { oneTimeCodeMail } from './one-time-code-mail';

/** Every mail the site sends, by the name the outbox stores. Only the outbox worker imports this module. */
export const mailTemplates = {
  depositReceipt: depositReceiptMail,
  newBookingNotice: newBookingNoticeMail,
  balanceReceipt: balanceReceiptMail,
  balancePaymentNotice: balancePaymentNoticeMail,
  lateDepositRefund: lateDepositRefundMail,
  disputeNotice: disputeNoticeMail,
  agencyInquiry: agencyInquiryMail,
  inquiryAcknowledgement: inquiryAcknowledgementMail,
  verificationCode: oneTimeCodeMail,
};

/** Renders a stored mail with its template. */
export function renderTemplatedMail(mail: TemplatedMail): RenderedMail {
  const render = mailTemplates[mail.template] as (...args: TemplatedMail['args']) => RenderedMail;
  return render(...mail.args);
}
