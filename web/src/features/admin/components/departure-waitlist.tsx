import { Box, Button, CloseButton, Flex, Heading, HStack, Link, SimpleGrid, Spinner, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { offerExpiry } from '@sunward/shared/rules/waitlist';
import type { AdminDeparture, AdminTrip } from '@sunward/shared/schemas/catalogue-admin';
import type { AdminWaitlist, AdminWaitlistEntry } from '@sunward/shared/schemas/waitlist';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmActionDialog } from '../../../components/dialogs/confirm-action-dialog';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { showSuccessToast } from '../../../components/feedback/toaster';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatDate, formatDateRange, formatTimestamp, seatsText } from '../../../lib/format';
import { useDepartureWaitlist, useOfferWaitlistSeats, useRemoveWaitlistEntry } from '../api/waitlist';
import { EmptyState } from './empty-state';
import { ScrollTable } from './scroll-table';
import { NoValue, numberCell, TableHead } from './table-cells';
import { WaitlistStateBadge } from './waitlist-state-badge';

/** Entries that still hold a place: the operator can still take them off the list. */
function hasEnded(entry: AdminWaitlistEntry): boolean {
  return entry.state !== 'unconfirmed' && entry.state !== 'waiting' && entry.state !== 'offered';
}

/** How an ended entry's end reads beneath when it joined. */
const endedLabels: Partial<Record<AdminWaitlistEntry['state'], string>> = { booked: 'booked', lapsed: 'offer lapsed', left: 'left', removed: 'removed' };

function travelersText(count: number): string {
  return `${count} ${count === 1 ? 'traveler' : 'travelers'}`;
}

/** The line's figures: who waits, the offers out and the seats they hold, what came of the others. */
function WaitlistCounts({ counts }: { counts: AdminWaitlist['counts'] }) {
  const figures = [
    { label: 'Waiting', value: String(counts.waiting), help: 'in line' },
    { label: 'Offers out', value: String(counts.offered), help: `${seatsText(counts.seatsOffered)} held` },
    { label: 'Booked', value: String(counts.booked), help: 'from an offer' },
    { label: 'Lapsed', value: String(counts.lapsed), help: 'offer ran out' },
    { label: 'Unconfirmed', value: String(counts.unconfirmed), help: 'not in line yet' },
  ];
  return (
    <SimpleGrid as="dl" aria-label="Waitlist counts" columns={{ base: 2, sm: 3, lg: 5 }} gap="2" m="0">
      {figures.map((figure) => (
        <Box key={figure.label} borderWidth="1px" borderColor="border" rounded="lg" bg="bg.panel" px="3" py="2">
          <Text as="dt" fontSize="xs" fontWeight="semibold" color="fg.muted">
            {figure.label}
          </Text>
          <Text as="dd" m="0" fontFamily="heading" fontSize="xl" fontWeight="600" lineHeight="1.2" fontVariantNumeric="tabular-nums">
            {figure.value}
            <Text as="span" ms="1.5" fontFamily="body" fontSize="xs" fontWeight="normal" color="fg.muted">
              {figure.help}
            </Text>
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

interface EntryActions {
  onRemove: (entry: AdminWaitlistEntry) => void;
  onOffer: (entry: AdminWaitlistEntry) => void;
}

/** The entries in order: the line by place, then the others, newest first (as the server answers them). */
function WaitlistTable({ caption, entries, onRemove, onOffer }: { caption: string; entries: readonly AdminWaitlistEntry[] } & EntryActions) {
  return (
    <ScrollTable label="Waitlist entries" caption={caption} minWidth="68rem">
      <TableHead columns={[{ figure: 'Place' }, 'Traveller', 'Phone', { figure: 'Travelers' }, 'State', 'Offer ends', 'Joined', { hidden: 'Actions' }]} />
      <Table.Body>
        {entries.map((entry) => (
          <Table.Row key={entry.id} color={hasEnded(entry) ? 'fg.muted' : undefined}>
            <Table.Cell {...numberCell} fontWeight="semibold">
              {entry.placeInLine ?? <NoValue label="Not in line" />}
            </Table.Cell>
            <Table.Cell minW="13rem" maxW="18rem">
              <Stack gap="0">
                <Text fontWeight="semibold">{entry.name}</Text>
                <Link href={`mailto:${entry.email}`} color="fg.muted" fontSize="xs" wordBreak="break-all">
                  {entry.email}
                </Link>
              </Stack>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <Link href={`tel:${entry.phone}`} color="inherit">
                {entry.phone}
              </Link>
            </Table.Cell>
            <Table.Cell {...numberCell}>{entry.travelers}</Table.Cell>
            <Table.Cell>
              <WaitlistStateBadge state={entry.state} />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              {entry.state === 'offered' && entry.offerExpiresAt ? (
                <time dateTime={entry.offerExpiresAt}>{formatTimestamp(entry.offerExpiresAt)}</time>
              ) : (
                <NoValue label="No offer out" />
              )}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <Stack gap="0">
                <time dateTime={entry.joinedAt}>{formatTimestamp(entry.joinedAt)}</time>
                <Text fontSize="xs" color="fg.muted">
                  {entry.confirmedAt ? (
                    <>
                      confirmed <time dateTime={entry.confirmedAt}>{formatTimestamp(entry.confirmedAt)}</time>
                    </>
                  ) : (
                    'address not confirmed'
                  )}
                </Text>
                {entry.endedAt && (
                  <Text fontSize="xs" color="fg.muted">
                    {endedLabels[entry.state] ?? 'ended'} <time dateTime={entry.endedAt}>{formatTimestamp(entry.endedAt)}</time>
                  </Text>
                )}
              </Stack>
            </Table.Cell>
            <Table.Cell>
              {!hasEnded(entry) && (
                <HStack gap="2" justify="end">
                  {entry.state === 'waiting' && (
                    <Button size="xs" variant="outline" colorPalette="brand" onClick={() => onOffer(entry)}>
                      Offer seats <VisuallyHidden>to {entry.name}</VisuallyHidden>
                    </Button>
                  )}
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => onRemove(entry)}>
                    Remove <VisuallyHidden>{entry.name}</VisuallyHidden>
                  </Button>
                </HStack>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}

/** Asks before an entry leaves the line, naming who and what happens to seats held for it. */
function RemoveEntryDialog({ trip, departure, entry, onClose }: { trip: AdminTrip; departure: AdminDeparture; entry: AdminWaitlistEntry | null; onClose: () => void }) {
  const remove = useRemoveWaitlistEntry(trip.id, departure.id);

  async function confirm() {
    if (!entry) return false;
    await remove.mutateAsync(entry.id);
    showSuccessToast({ title: 'Entry removed', description: `${entry.name} is off the waitlist of ${formatDate(departure.departureDate)}.` });
  }

  return (
    <ConfirmActionDialog
      open={entry !== null}
      onClose={onClose}
      eyebrow={`${trip.title}, ${formatDateRange(departure.departureDate, departure.returnDate)}`}
      title={entry ? `Remove ${entry.name} from the waitlist?` : ''}
      action={remove}
      failure={remove.error && apiErrorMessage(remove.error)}
      keepLabel="Keep the entry"
      confirmLabel="Remove entry"
      tone="danger"
      onConfirm={confirm}
    >
      {entry && (
        <>
          <Text>
            {entry.name} ({entry.email}, {travelersText(entry.travelers)}) leaves the waitlist of this departure
            {entry.placeInLine ? `, where they are number ${entry.placeInLine} in line` : ''}.
          </Text>
          {entry.state === 'offered' && (
            <Text>The {seatsText(entry.travelers)} held for their offer pass at once to the next entries that fit, or go back on sale.</Text>
          )}
          <Text color="fg.muted" fontSize="sm">
            This cannot be undone; they can join again only while the departure is sold out. The trip&apos;s change history records that you removed them.
          </Text>
        </>
      )}
    </ConfirmActionDialog>
  );
}

/** Asks before seats on sale are held for a waiting entry out of turn, saying how many and until about when. */
function OfferSeatsDialog({ trip, departure, entry, onClose }: { trip: AdminTrip; departure: AdminDeparture; entry: AdminWaitlistEntry | null; onClose: () => void }) {
  const offer = useOfferWaitlistSeats(trip.id, departure.id);
  // Counted from when the dialog opens; the server fixes the real end when it makes the offer.
  const [openedAt] = useState(() => new Date());
  const expiresAt = offerExpiry(openedAt, departure);
  const onSale = Math.max(0, departure.seatsLeft);

  async function confirm() {
    if (!entry) return false;
    const offered = await offer.mutateAsync(entry.id);
    showSuccessToast({
      title: 'Seats offered',
      description: `${seatsText(offered.travelers)} are held for ${offered.name}${offered.offerExpiresAt ? ` until ${formatTimestamp(offered.offerExpiresAt)}` : ''}; they have been sent the offer.`,
    });
  }

  return (
    <ConfirmActionDialog
      open={entry !== null}
      onClose={onClose}
      eyebrow={`${trip.title}, ${formatDateRange(departure.departureDate, departure.returnDate)}`}
      title={entry ? `Offer ${seatsText(entry.travelers)} to ${entry.name}?` : ''}
      action={offer}
      failure={offer.error && apiErrorMessage(offer.error)}
      keepLabel="Not now"
      confirmLabel="Offer seats"
      pendingLabel="Offering…"
      tone="neutral"
      onConfirm={confirm}
    >
      {entry && (
        <>
          <Text>
            This takes {seatsText(entry.travelers)} off sale and holds them for {entry.name} now
            {entry.placeInLine ? `, ahead of their place (number ${entry.placeInLine})` : ''},{' '}
            {expiresAt ? (
              <>
                until about <strong>{formatTimestamp(expiresAt.toISOString())}</strong>
              </>
            ) : (
              'for less than the 12 hours an offer needs'
            )}
            . An offer runs 48 hours at most, and ends two days before the balance due date ({formatDate(departure.balanceDueDate)}) when that comes first.
          </Text>
          <Text>
            {entry.name} gets an e-mail with a button to book them and pay the deposit as usual. If they do not book in time, the seats pass to the next in
            line, or back on sale.
          </Text>
          <Text color={onSale < entry.travelers ? 'red.fg' : 'fg.muted'} fontSize="sm">
            {onSale === 0 ? 'No seats are on sale now.' : `${seatsText(onSale)} ${onSale === 1 ? 'is' : 'are'} on sale now.`}
          </Text>
        </>
      )}
    </ConfirmActionDialog>
  );
}

/**
 * One departure's waitlist, opened from its row: the counts, the entries in order, and the
 * operator's two acts on them (remove, offer seats). Each act reads the trip again, so the
 * departure's seats and the change history move with it.
 */
export function DepartureWaitlist({ trip, departure, onClose }: { trip: AdminTrip; departure: AdminDeparture; onClose: () => void }) {
  const waitlist = useDepartureWaitlist(trip.id, departure.id);
  const [removing, setRemoving] = useState<AdminWaitlistEntry | null>(null);
  const [offering, setOffering] = useState<AdminWaitlistEntry | null>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dates = formatDateRange(departure.departureDate, departure.returnDate);

  // Opened from a button far to the right of a wide table: the reader is taken to what opened.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Box as="section" id={waitlistPanelId(trip.id, departure.id)} aria-labelledby={headingId} borderWidth="1px" borderColor="border" rounded="lg" bg="bg.subtle" p={{ base: '3', md: '5' }} minW="0">
      <Stack gap="4">
        <Flex justify="space-between" align="start" gap="3">
          <Stack gap="0.5">
            <Heading as="h3" id={headingId} ref={headingRef} tabIndex={-1} fontSize="lg" outline="none">
              Waitlist, {dates}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {departure.seatsLeft > 0 ? `${seatsText(departure.seatsLeft)} on sale.` : 'Sold out.'} Seats that free up are offered to the line in order, each
              offer held for 48 hours at most.
            </Text>
          </Stack>
          <CloseButton size="sm" aria-label={`Close the waitlist of ${formatDate(departure.departureDate)}`} onClick={onClose} />
        </Flex>
        {waitlist.isPending ? (
          <HStack gap="3" role="status" color="fg.muted">
            <Spinner size="sm" color="brand.solid" />
            <Text>Loading the waitlist…</Text>
          </HStack>
        ) : waitlist.isError ? (
          <RetryAlert title="We could not load the waitlist." isRetrying={waitlist.isFetching} onRetry={() => void waitlist.refetch()} />
        ) : (
          <>
            <WaitlistCounts counts={waitlist.data.counts} />
            {waitlist.data.entries.length === 0 ? (
              <EmptyState title="Nobody on the waitlist" description="Travellers can join once the departure is sold out." />
            ) : (
              <WaitlistTable caption={`Waitlist of the departure of ${departure.departureDate}, in line order`} entries={waitlist.data.entries} onRemove={setRemoving} onOffer={setOffering} />
            )}
          </>
        )}
      </Stack>
      <RemoveEntryDialog trip={trip} departure={departure} entry={removing} onClose={() => setRemoving(null)} />
      <OfferSeatsDialog key={offering?.id ?? 'closed'} trip={trip} departure={departure} entry={offering} onClose={() => setOffering(null)} />
    </Box>
  );
}

/** The id of a departure's waitlist panel, for the button that opens it (`aria-controls`). */
export function waitlistPanelId(tripId: string, departureId: string): string {
  return `waitlist-${tripId}-${departureId}`;
}
