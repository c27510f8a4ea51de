import type { Booking } from '@sunward/shared/schemas/booking';
import type { ReactNode } from 'react';
import { type ConfirmedAction, ConfirmActionDialog } from '../../../components/dialogs/confirm-action-dialog';
import { apiErrorMessage } from '../../../lib/api-error-message';

interface BookingActionDialogProps {
  /** The booking asked about; null while the dialog is closed. */
  booking: Booking | null;
  onClose: () => void;
  title: string;
  /** The mutation the confirmation runs: its error is shown in the server's words. */
  action: ConfirmedAction & { error: Error | null };
  keepLabel: string;
  confirmLabel: string;
  /** Acts on the booking; as `ConfirmActionDialog`'s `onConfirm`. */
  onConfirm: (booking: Booking) => Promise<boolean | void>;
  /** What will happen to the booking's money, seats and mail. */
  children: (booking: Booking) => ReactNode;
}

/**
 * Asks before an action on one booking that cannot be undone (a release, a cancel), the booking's
 * reference above the question.
 */
export function BookingActionDialog({ booking, action, onConfirm, children, ...labels }: BookingActionDialogProps) {
  return (
    <ConfirmActionDialog
      {...labels}
      open={booking !== null}
      eyebrow={booking?.reference}
      mono
      action={action}
      failure={action.error && apiErrorMessage(action.error)}
      tone="danger"
      onConfirm={() => (booking ? onConfirm(booking) : Promise.resolve(false))}
    >
      {booking && children(booking)}
    </ConfirmActionDialog>
  );
}
