import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { dollarsToCents, formatUsd } from '@sunward/shared/money';
import type { AdminDeparture } from '@sunward/shared/schemas/catalogue-admin';
import { formatDate, formatDateRange } from '../../../lib/format';
import { DepartureStateBadge } from './departure-state-badge';
import { waitlistPanelId } from './departure-waitlist';
import { ScrollTable } from './scroll-table';
import { numberCell, TableHead } from './table-cells';

export interface DeparturesTableProps {
  tripId: string;
  tripTitle: string;
  departures: readonly AdminDeparture[];
  /** Today, `YYYY-MM-DD`: departures on or before it have left. */
  today: string;
  onEdit: (departure: AdminDeparture) => void;
  onManifest: (departure: AdminDeparture) => void;
  /** The departure whose waitlist is open beneath the table, if any. */
  waitlistOpen: string | null;
  onWaitlist: (departure: AdminDeparture) => void;
}

/** Every departure of a trip, in date order, with its seats and what it sells at. */
export function DeparturesTable({ tripId, tripTitle, departures, today, onEdit, onManifest, waitlistOpen, onWaitlist }: DeparturesTableProps) {
  return (
    <ScrollTable label={`Departures of ${tripTitle}`} caption={`Departures of ${tripTitle}, in date order`} minWidth="62rem">
      <TableHead
        columns={['Dates', 'State', { figure: 'Capacity' }, { figure: 'Sold' }, { figure: 'Held' }, { figure: 'Offered' }, { figure: 'Left' }, { figure: 'Price' }, 'Balance due', { hidden: 'Actions' }]}
      />
      <Table.Body>
        {departures.map((departure) => {
          const hasLeft = departure.departureDate <= today;
          return (
            <Table.Row key={departure.id} color={hasLeft ? 'fg.muted' : undefined}>
              <Table.Cell whiteSpace="nowrap" fontWeight="medium">
                {formatDateRange(departure.departureDate, departure.returnDate)}
              </Table.Cell>
              <Table.Cell>
                <DepartureStateBadge state={departure.state} hasLeft={hasLeft} />
              </Table.Cell>
              <Table.Cell {...numberCell}>{departure.capacity}</Table.Cell>
              <Table.Cell {...numberCell}>{departure.seatsSold}</Table.Cell>
              <Table.Cell {...numberCell}>{departure.seatsHeld}</Table.Cell>
              <Table.Cell {...numberCell}>{departure.seatsOffered}</Table.Cell>
              <Table.Cell {...numberCell} fontWeight="semibold" color={departure.seatsLeft === 0 && !hasLeft ? 'red.fg' : undefined}>
                {Math.max(0, departure.seatsLeft)}
              </Table.Cell>
              <Table.Cell {...numberCell}>
                {formatUsd(dollarsToCents(departure.price))}
                {departure.customPrice === null && (
                  <Text as="span" display="block" fontSize="xs" color="fg.muted">
                    trip price
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(departure.balanceDueDate)}</Table.Cell>
              <Table.Cell>
                <HStack gap="2" justify="end">
                  <Button size="xs" variant="outline" aria-label={`Edit departure of ${formatDate(departure.departureDate)}`} onClick={() => onEdit(departure)}>
                    Edit
                  </Button>
                  <Button size="xs" variant="outline" aria-label={`Manifest of ${formatDate(departure.departureDate)}`} onClick={() => onManifest(departure)}>
                    Manifest
                  </Button>
                  <Button
                    size="xs"
                    variant={waitlistOpen === departure.id ? 'subtle' : 'outline'}
                    aria-label={`Waitlist of ${formatDate(departure.departureDate)}`}
                    aria-expanded={waitlistOpen === departure.id}
                    aria-controls={waitlistOpen === departure.id ? waitlistPanelId(tripId, departure.id) : undefined}
                    onClick={() => onWaitlist(departure)}
                  >
                    Waitlist
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </ScrollTable>
  );
}
