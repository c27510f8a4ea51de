import { Text } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import type { Booking } from '@sunward/shared/schemas/booking';
import { ConfirmActionDialog } from '../../../../components/dialogs/confirm-action-dialog';
import { showSuccessToast } from '../../../../components/feedback/toaster';
import { refusalMessage } from '../../../../components/payments/balance-payment-form';
import { formatDate } from '../../../../lib/format';
import { useSwitchOffAutoPay } from '../../api/auto-pay';

/**
 * Asks before automatic payments are switched off, saying what follows: no more charges, the card
 * removed, the balance still due by its date, and a confirmation by e-mail.
 */
export function SwitchOffDialog({ booking, open, onClose }: { booking: Booking; open: boolean; onClose: () => void }) {
  const switchOff = useSwitchOffAutoPay();
  return (
    <ConfirmActionDialog
      open={open}
      onClose={onClose}
      title="Switch off automatic payments?"
      size="md"
      action={switchOff}
      failure={switchOff.error ? refusalMessage(switchOff.error, 'We could not switch automatic payments off just now. Please try again.') : null}
      keepLabel="Keep them on"
      confirmLabel="Switch off"
      pendingLabel="Switching off…"
      tone="danger"
      onConfirm={async () => {
        await switchOff.mutateAsync(booking.id);
        showSuccessToast({ title: 'Automatic payments are off', description: 'We have e-mailed you a confirmation.' });
      }}
    >
      <Text>
        We will not charge your card again for {booking.packageTitle}, and we remove the card from your booking. Payments already made stay on
        your booking.
      </Text>
      <Text>
        The balance of {formatUsd(cents(booking.balanceDue))} is still due
        {booking.balanceDueDate ? ` by ${formatDate(booking.balanceDueDate)}` : ' before departure'}: pay it here with &lsquo;Make a Payment&rsquo;,
        or switch automatic payments on again.
      </Text>
    </ConfirmActionDialog>
  );
}
