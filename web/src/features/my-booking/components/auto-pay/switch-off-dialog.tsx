import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import type { Booking } from '@sunward/shared/schemas/booking';
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
  const failure = switchOff.error ? refusalMessage(switchOff.error, 'We could not switch automatic payments off just now. Please try again.') : null;

  function close() {
    switchOff.reset();
    onClose();
  }

  async function confirm() {
    await switchOff.mutateAsync(booking.id);
    showSuccessToast({ title: 'Automatic payments are off', description: 'We have e-mailed you a confirmation.' });
    close();
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      role="alertdialog"
      placement="center"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontSize="2xl">
                Switch off automatic payments?
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  We will not charge your card again for {booking.packageTitle}, and we remove the card from your booking. Payments already made
                  stay on your booking.
                </Text>
                <Text>
                  The balance of {formatUsd(cents(booking.balanceDue))} is still due
                  {booking.balanceDueDate ? ` by ${formatDate(booking.balanceDueDate)}` : ' before departure'}: pay it here with &lsquo;Make a
                  Payment&rsquo;, or switch automatic payments on again.
                </Text>
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
                Keep them on
              </Button>
              <Button colorPalette="red" loading={switchOff.isPending} loadingText="Switching off…" onClick={() => void confirm().catch(() => undefined)}>
                Switch off
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
