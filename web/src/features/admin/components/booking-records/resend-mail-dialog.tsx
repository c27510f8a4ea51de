import { List } from '@chakra-ui/react';
import { MAIL_RESEND_MINUTES } from '@sunward/shared/rules/mail-resend';
import type { Booking } from '@sunward/shared/schemas/booking';
import type { ResendableMail } from '@sunward/shared/schemas/booking-records';
import { ConfirmActionDialog } from '../../../../components/dialogs/confirm-action-dialog';
import { showSuccessToast } from '../../../../components/feedback/toaster';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useResendBookingMail } from '../../api/booking-records';

export const resendMailLabels: Readonly<Record<ResendableMail, string>> = {
  confirmation: 'booking confirmation',
  receipt: 'latest receipt',
};

/** Asks before a booking's confirmation or latest receipt goes to the traveller again, saying what it does and does not do. */
export function ResendMailDialog({ booking, mail, onClose }: { booking: Booking; mail: ResendableMail | null; onClose: () => void }) {
  const resend = useResendBookingMail();

  async function confirm(chosen: ResendableMail) {
    const answer = await resend.mutateAsync({ bookingId: booking.id, mail: chosen });
    showSuccessToast({ title: 'Mail sent again', description: `The ${resendMailLabels[chosen]} for ${booking.reference} is on its way to ${answer.to}.` });
  }

  return (
    <ConfirmActionDialog
      open={mail !== null}
      onClose={onClose}
      eyebrow={booking.reference}
      mono
      title={mail ? `Send the ${resendMailLabels[mail]} again?` : ''}
      action={resend}
      failure={resend.error && apiErrorMessage(resend.error)}
      keepLabel="Cancel"
      confirmLabel="Send again"
      tone="neutral"
      onConfirm={() => (mail ? confirm(mail) : Promise.resolve(false))}
    >
      {mail && (
        <List.Root gap="2" ps="5">
          <List.Item>
            {booking.firstName} gets the {resendMailLabels[mail]} again at {booking.email}, showing what is paid and due today.
          </List.Item>
          <List.Item>No money moves and no seats change.</List.Item>
          <List.Item>Another mail for this booking can be sent again after {MAIL_RESEND_MINUTES} minutes.</List.Item>
        </List.Root>
      )}
    </ConfirmActionDialog>
  );
}
