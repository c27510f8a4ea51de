import { Button, Dialog, Heading, HStack, Link, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import { manifestCsv, manifestCsvFileName } from '@sunward/shared/rules/manifest-csv';
import type { AdminDeparture, AdminTrip, ManifestEntry } from '@sunward/shared/schemas/catalogue-admin';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { formatDate, formatDateRange } from '../../../lib/format';
import { useManifest } from '../api/trips';
import { AdminDialog, AdminDialogHeader } from './admin-dialog';
import { downloadTextFile } from './download-text-file';
import { EmptyState } from './empty-state';
import { ScrollTable } from './scroll-table';
import { BookingStatusBadge } from './status-badges';
import { CustomerContact, numberCell, TableHead } from './table-cells';

function travellerCount(entries: readonly ManifestEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.travelers, 0);
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** One list of the manifest: who, how to reach them, their status, what they paid and owe, and when it is due. */
function ManifestTable({ label, caption, entries }: { label: string; caption: string; entries: readonly ManifestEntry[] }) {
  return (
    <ScrollTable label={label} caption={caption} minWidth="58rem">
      <TableHead columns={['Traveller', 'Reference', 'Phone', { figure: 'Travelers' }, 'Status', { figure: 'Paid' }, { figure: 'Balance' }, 'Due date']} />
      <Table.Body>
        {entries.map((entry) => (
          <Table.Row key={entry.bookingId}>
            <Table.Cell maxW="16rem">
              <CustomerContact firstName={entry.firstName} lastName={entry.lastName} email={entry.email} />
              {entry.notes?.map((note) => (
                <Text key={`${note.at}-${note.by}`} fontSize="xs" color="fg.muted" whiteSpace="pre-wrap" overflowWrap="anywhere" mt="1">
                  Note: {note.text} ({note.by})
                </Text>
              ))}
            </Table.Cell>
            <Table.Cell fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
              {entry.reference}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <Link href={`tel:${entry.phone}`} color="fg">
                {entry.phone}
              </Link>
            </Table.Cell>
            <Table.Cell {...numberCell}>{entry.travelers}</Table.Cell>
            <Table.Cell>
              <BookingStatusBadge status={entry.status} />
            </Table.Cell>
            <Table.Cell {...numberCell}>{formatUsd(cents(entry.amountPaid))}</Table.Cell>
            <Table.Cell {...numberCell} fontWeight="semibold">
              {formatUsd(cents(entry.balanceDue))}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" color="fg.muted">
              {entry.balanceDueDate ? formatDate(entry.balanceDueDate) : 'None'}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}

/**
 * The passenger manifest of one departure: the travelling party (deposit paid, overdue,
 * confirmed), and apart the bookings holding seats unpaid, which travel only if their deposit
 * comes in before the hold lapses. The export is the travelling party.
 */
export function ManifestDialog({ trip, departure, onClose }: { trip: AdminTrip; departure: AdminDeparture | null; onClose: () => void }) {
  const manifest = useManifest(trip.id, departure?.id ?? null);

  return (
    <AdminDialog open={departure !== null} onClose={onClose} size="xl" closeLabel="Close manifest">
      {departure && (
        <>
          <AdminDialogHeader eyebrow={trip.title} title={`Manifest, ${formatDateRange(departure.departureDate, departure.returnDate)}`}>
            {manifest.data && (
              <Text color="fg.muted" fontSize="sm">
                {plural(travellerCount(manifest.data.travelling), 'traveller', 'travellers')} on{' '}
                {plural(manifest.data.travelling.length, 'booking', 'bookings')}; {plural(travellerCount(manifest.data.unpaidHolds), 'seat', 'seats')} held
                unpaid
              </Text>
            )}
          </AdminDialogHeader>
          <Dialog.Body>
            {manifest.isPending ? (
              <HStack gap="3" role="status" color="fg.muted">
                <Spinner size="sm" color="brand.solid" />
                <Text>Loading the manifest…</Text>
              </HStack>
            ) : manifest.isError ? (
              <RetryAlert title="We could not load the manifest." isRetrying={manifest.isFetching} onRetry={() => void manifest.refetch()} />
            ) : (
              <Stack gap="6">
                <Stack as="section" aria-labelledby="manifest-travelling" gap="3">
                  <Heading as="h3" id="manifest-travelling" fontSize="lg">
                    Travelling party
                  </Heading>
                  {manifest.data.travelling.length === 0 ? (
                    <EmptyState title="Nobody travels yet" description="A booking joins the party once its deposit is paid." />
                  ) : (
                    <ManifestTable
                      label="Travelling party table"
                      caption={`Travellers on the departure of ${departure.departureDate}`}
                      entries={manifest.data.travelling}
                    />
                  )}
                </Stack>
                {manifest.data.unpaidHolds.length > 0 && (
                  <Stack as="section" aria-labelledby="manifest-holds" gap="3">
                    <Heading as="h3" id="manifest-holds" fontSize="lg">
                      Unpaid holds
                    </Heading>
                    <Text fontSize="sm" color="fg.muted">
                      Seats held while the deposit is awaited. They travel only if it is paid before the hold lapses, and are not in the export.
                    </Text>
                    <ManifestTable label="Unpaid holds table" caption={`Unpaid holds on the departure of ${departure.departureDate}`} entries={manifest.data.unpaidHolds} />
                  </Stack>
                )}
              </Stack>
            )}
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" colorPalette="gray" onClick={onClose}>
              Close
            </Button>
            <Button
              colorPalette="brand"
              disabled={!manifest.data}
              onClick={() =>
                manifest.data &&
                downloadTextFile(manifestCsvFileName(trip.id, departure.departureDate), manifestCsv(manifest.data.travelling), 'text/csv;charset=utf-8')
              }
            >
              Export CSV
            </Button>
          </Dialog.Footer>
        </>
      )}
    </AdminDialog>
  );
}
