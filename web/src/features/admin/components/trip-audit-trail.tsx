import { Box, Button, Collapsible, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { dollarsToCents, formatUsd } from '@sunward/shared/money';
import { auditFieldLabels } from '@sunward/shared/rules/audit-changes';
import type { AdminTrip, AuditValue, TripAuditEntry } from '@sunward/shared/schemas/catalogue-admin';
import type { DepartureState } from '@sunward/shared/schemas/package';
import type { WaitlistEntryState } from '@sunward/shared/rules/waitlist';
import { useState } from 'react';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { formatDate, formatTimestamp } from '../../../lib/format';
import { useTripAudit } from '../api/trips';
import { departureStateLabels } from './departure-state-badge';
import { waitlistStateLabels } from './waitlist-state-badge';

const actionLabels: Record<TripAuditEntry['action'], string> = {
  'departure-added': 'Added departure',
  'departure-changed': 'Changed departure',
  'trip-changed': 'Changed trip',
  'hold-released': 'Released hold',
  'pay-links-revoked': 'Revoked pay links',
  'booking-released': 'Released overdue booking',
  'reminders-switched': 'Switched balance reminders',
  'reminder-sent': 'Sent a balance reminder',
  'booking-cancelled': 'Cancelled booking',
  'booking-refunded': 'Refunded by card',
  'offline-payment-recorded': 'Recorded offline payment',
  'mail-resent': 'Sent a booking mail again',
  'contact-changed': "Corrected a traveller's contact details",
  'note-added': 'Added a booking note',
  'waitlist-joined': 'Joined the waitlist',
  'waitlist-offered': 'Offered waitlist seats',
  'waitlist-booked': 'Booked from the waitlist',
  'waitlist-lapsed': 'Lapsed waitlist offer',
  'waitlist-left': 'Left the waitlist',
  'waitlist-removed': 'Removed from the waitlist',
};

/** The fields of a waitlist entry's changes, which the shared labels (a trip's and a booking's) leave out. */
const waitlistFieldLabels: Readonly<Record<string, string>> = { waitlistEntry: 'Entry', waitlistState: 'Waitlist' };

function fieldLabel(field: string): string {
  return waitlistFieldLabels[field] ?? auditFieldLabels[field] ?? field;
}

/** A change as a line: what it became when it names something new (a departure, an entry), else from → to. */
function changeText(action: TripAuditEntry['action'], change: TripAuditEntry['changes'][number]): string {
  const named = action === 'departure-added' || (change.field === 'waitlistEntry' && change.from === null);
  return named ? shown(change.field, change.to) : `${shown(change.field, change.from)} → ${shown(change.field, change.to)}`;
}

/** A value as the trail shows it: money as money, dates as dates, nothing as "none". */
function shown(field: string, value: AuditValue): string {
  if (value === null) return field === 'price' ? 'trip price' : field === 'balanceDueDate' ? 'default' : 'none';
  if (Array.isArray(value)) return value.join(' · ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (field === 'price' && typeof value === 'number') return formatUsd(dollarsToCents(value));
  if (/Date$/.test(field) && typeof value === 'string') return formatDate(value);
  if (field === 'state' && typeof value === 'string' && value in departureStateLabels) return departureStateLabels[value as DepartureState];
  if (field === 'waitlistState' && typeof value === 'string' && value in waitlistStateLabels) return waitlistStateLabels[value as WaitlistEntryState];
  return String(value);
}

/** Who changed what on a trip and its departures, newest first; loaded when opened. */
export function TripAuditTrail({ trip }: { trip: AdminTrip }) {
  const [open, setOpen] = useState(false);
  const audit = useTripAudit(trip.id, open);
  const departureDates = new Map(trip.departures.map((departure) => [departure.id, departure.departureDate]));

  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Collapsible.Trigger asChild>
        <Button variant="ghost" size="sm" colorPalette="gray" px="2">
          {open ? 'Hide change history' : 'Show change history'}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box pt="3">
          {audit.isPending ? (
            <HStack gap="3" role="status" color="fg.muted">
              <Spinner size="sm" color="brand.solid" />
              <Text>Loading the change history…</Text>
            </HStack>
          ) : audit.isError ? (
            <RetryAlert title="We could not load the change history." isRetrying={audit.isFetching} onRetry={() => void audit.refetch()} />
          ) : audit.data.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              No changes made here yet.
            </Text>
          ) : (
            <Stack as="ol" aria-label={`Change history of ${trip.title}`} gap="3" listStyleType="none" m="0" p="0">
              {audit.data.map((entry) => {
                const date = entry.departureId ? departureDates.get(entry.departureId) : undefined;
                return (
                  <Box as="li" key={entry.id} borderStartWidth="3px" borderColor="border.emphasized" ps="3">
                    <Text fontSize="sm">
                      <Text as="span" fontWeight="semibold">
                        {actionLabels[entry.action]}
                        {date ? ` of ${formatDate(date)}` : ''}
                      </Text>{' '}
                      <Text as="span" color="fg.muted">
                        by {entry.by}, <time dateTime={entry.at}>{formatTimestamp(entry.at)}</time>
                      </Text>
                    </Text>
                    <Stack as="ul" gap="0.5" m="0" ps="0" listStyleType="none" fontSize="sm">
                      {entry.changes.map((change) => (
                        <Text as="li" key={change.field} overflowWrap="anywhere">
                          {fieldLabel(change.field)}: {changeText(entry.action, change)}
                        </Text>
                      ))}
                    </Stack>
                  </Box>
                );
              })}
            </Stack>
          )}
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
