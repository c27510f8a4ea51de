import { Button, Dialog, HStack, Link, Spinner, Table, Text } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import { manifestCsv, manifestCsvFileName } from '@sunward/shared/rules/manifest-csv';
import type { AdminDeparture, AdminTrip } from '@sunward/shared/schemas/catalogue-admin';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { formatDateRange } from '../../../lib/format';
import { useManifest } from '../api/trips';
import { AdminDialog, AdminDialogHeader } from './admin-dialog';
import { downloadTextFile } from './download-text-file';
import { EmptyState } from './empty-state';
import { ScrollTable } from './scroll-table';
import { BookingStatusBadge } from './status-badges';
import { CustomerContact, numberCell, TableHead } from './table-cells';

/** The passenger manifest of one departure: who travels, how to reach them, what they paid and owe. */
export function ManifestDialog({ trip, departure, onClose }: { trip: AdminTrip; departure: AdminDeparture | null; onClose: () => void }) {
  const manifest = useManifest(trip.id, departure?.id ?? null);
  const travellers = manifest.data?.filter((entry) => entry.status !== 'expired').reduce((sum, entry) => sum + entry.travelers, 0) ?? 0;

  return (
    <AdminDialog open={departure !== null} onClose={onClose} size="xl" closeLabel="Close manifest">
      {departure && (
        <>
          <AdminDialogHeader eyebrow={trip.title} title={`Manifest, ${formatDateRange(departure.departureDate, departure.returnDate)}`}>
            {manifest.data && (
              <Text color="fg.muted" fontSize="sm">
                {manifest.data.length} {manifest.data.length === 1 ? 'booking' : 'bookings'}, {travellers} {travellers === 1 ? 'traveller' : 'travellers'} not expired
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
            ) : manifest.data.length === 0 ? (
              <EmptyState title="No bookings yet" description="Bookings on this departure appear here." />
            ) : (
              <ScrollTable label="Manifest table" caption={`Bookings on the departure of ${departure.departureDate}`} minWidth="52rem">
                <TableHead columns={['Traveller', 'Reference', 'Phone', { figure: 'Travelers' }, 'Status', { figure: 'Paid' }, { figure: 'Balance' }]} />
                <Table.Body>
                  {manifest.data.map((entry) => (
                    <Table.Row key={entry.bookingId}>
                      <Table.Cell maxW="16rem">
                        <CustomerContact firstName={entry.firstName} lastName={entry.lastName} email={entry.email} />
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
                    </Table.Row>
                  ))}
                </Table.Body>
              </ScrollTable>
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
                downloadTextFile(manifestCsvFileName(trip.id, departure.departureDate), manifestCsv(manifest.data), 'text/csv;charset=utf-8')
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
