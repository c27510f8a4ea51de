import { Alert, Button, Dialog, List, Stack } from '@chakra-ui/react';
import { MAIL_RESEND_MINUTES } from '@sunward/shared/rules/mail-resend';
import type { Booking } from '@sunward/shared/schemas/booking';
import type { ResendableMail } from '@sunward/shared/schemas/booking-records';
import { showSuccessToast } from '../../../../components/feedback/toaster';
import { ApiError } from '../../../../lib/api-client';
import { useResendBookingMail } from '../../api/booking-records';
import { AdminDialog, AdminDialogHeader } from '../admin-dialog';

export const resendMailLabels: Readonly<Record<ResendableMail, string>> = {
  confirmation: 'booking confirmation',
  receipt: 'latest receipt',
};

/** Asks before a booking's confirmation or latest receipt goes to the traveller again, saying what it does and does not do. */
export function ResendMailDialog({ booking, mail, onClose }: { booking: Booking; mail: ResendableMail | null; onClose: () => void }) {
  const resend = useResendBookingMail();
  const failure = resend.error instanceof ApiError ? (resend.error.errorBody()?.message ?? resend.error.message) : resend.error?.message;

  function close() {
    resend.reset();
    onClose();
  }

  async function confirm(chosen: ResendableMail) {
    const answer = await resend.mutateAsync({ bookingId: booking.id, mail: chosen });
    showSuccessToast({ title: 'Mail sent again', description: `The ${resendMailLabels[chosen]} for ${booking.reference} is on its way to ${answer.to}.` });
    close();
  }

  return (
    <AdminDialog open={mail !== null} onClose={close} size="lg" closeLabel="Close">
      {mail && (
        <>
          <AdminDialogHeader eyebrow={booking.reference} mono title={`Send the ${resendMailLabels[mail]} again?`} />
          <Dialog.Body>
            <Stack gap="3">
              <List.Root gap="2" ps="5">
                <List.Item>
                  {booking.firstName} gets the {resendMailLabels[mail]} again at {booking.email}, showing what is paid and due today.
                </List.Item>
                <List.Item>No money moves and no seats change.</List.Item>
                <List.Item>Another mail for this booking can be sent again after {MAIL_RESEND_MINUTES} minutes.</List.Item>
              </List.Root>
              {failure && (
                <Alert.Root status="error" rounded="lg" role="alert">
                  <Alert.Indicator />
                  <Alert.Description>{failure}</Alert.Description>
                </Alert.Root>
              )}
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" colorPalette="gray" onClick={close}>
              Cancel
            </Button>
            <Button colorPalette="brand" loading={resend.isPending} onClick={() => void confirm(mail).catch(() => undefined)}>
              Send again
            </Button>
          </Dialog.Footer>
        </>
      )}
    </AdminDialog>
  );
}
