import { Button, Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import type { Booking } from '@sunward/shared/schemas/booking';
import { useState } from 'react';
import { showSuccessToast } from '../../../components/feedback/toaster';
import { ApiError } from '../../../lib/api-client';
import { useRevokePayLinks } from '../api/revoke-pay-links';
import { useSendReminderNow } from '../api/send-reminder-now';
import { useSwitchReminders } from '../api/switch-reminders';
import { ReleaseBookingDialog } from './release-booking-dialog';
import { lastReminderText } from './reminder-labels';
import { FailureAlert } from '../../../components/feedback/failure-alert';

function messageOf(error: Error | null): string | undefined {
  if (!error) return undefined;
  return error instanceof ApiError ? (error.errorBody()?.message ?? error.message) : error.message;
}

/** Whether the booking still owes a balance the traveller can be reminded of and pay. */
function owesBalance(booking: Booking): boolean {
  return (booking.status === 'deposit_paid' || booking.status === 'overdue') && booking.balanceDue > 0;
}

/**
 * The operator's hand on one booking's balance, in its details: its reminders (on or off, the last
 * one sent, one sent now), its pay links revoked, and 'Release' for an overdue booking (decision
 * 044). Nothing shows for a booking with no balance to collect.
 */
export function BookingBalanceActions({ booking }: { booking: Booking }) {
  const [releasing, setReleasing] = useState<Booking | null>(null);
  const switchReminders = useSwitchReminders();
  const sendNow = useSendReminderNow();
  const revoke = useRevokePayLinks();
  if (!owesBalance(booking)) return null;

  const remindersOn = booking.remindersEnabled !== false;
  const failure = messageOf(switchReminders.error) ?? messageOf(sendNow.error) ?? messageOf(revoke.error);

  function resetAll() {
    switchReminders.reset();
    sendNow.reset();
    revoke.reset();
  }

  async function toggle(enabled: boolean) {
    resetAll();
    await switchReminders.mutateAsync({ bookingId: booking.id, enabled });
    showSuccessToast({ title: enabled ? 'Reminders on' : 'Reminders off', description: `Balance reminders for ${booking.reference} are ${enabled ? 'on' : 'off'}.` });
  }

  async function send() {
    resetAll();
    await sendNow.mutateAsync(booking.id);
    showSuccessToast({ title: 'Reminder sent', description: `${booking.firstName} gets a balance reminder for ${booking.reference} now.` });
  }

  async function revokeLinks() {
    resetAll();
    await revoke.mutateAsync(booking.id);
    showSuccessToast({ title: 'Pay links revoked', description: `The pay links mailed so far for ${booking.reference} no longer work.` });
  }

  return (
    <Stack as="section" aria-label="Balance collection" gap="3" borderWidth="1px" borderColor="border" rounded="lg" p="4">
      <Heading as="h3" fontSize="lg">
        Balance collection
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Last reminder sent: {lastReminderText(booking)}
      </Text>
      <Switch.Root
        checked={remindersOn}
        disabled={switchReminders.isPending}
        onCheckedChange={(details) => void toggle(details.checked).catch(() => undefined)}
        colorPalette="brand"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Balance reminders {remindersOn ? 'on' : 'off'}</Switch.Label>
      </Switch.Root>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" colorPalette="brand" loading={sendNow.isPending} disabled={!remindersOn} onClick={() => void send().catch(() => undefined)}>
          Send reminder now
        </Button>
        <Button size="sm" variant="outline" colorPalette="gray" loading={revoke.isPending} onClick={() => void revokeLinks().catch(() => undefined)}>
          Revoke pay links
        </Button>
        {booking.status === 'overdue' && (
          <Button size="sm" colorPalette="red" onClick={() => setReleasing(booking)}>
            Release
          </Button>
        )}
      </HStack>
      {failure && (
        <FailureAlert>{failure}</FailureAlert>
      )}
      <ReleaseBookingDialog booking={releasing} onClose={() => setReleasing(null)} />
    </Stack>
  );
}
