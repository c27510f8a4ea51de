import { Button, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatDate, formatDateRange } from '../../../lib/format';

/** Cell style for figures (money, counts): right-aligned, equal-width digits, one line. */
export const numberCell = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * A column of an admin table: a heading, or one that sits right-aligned over figures
 * (`figure`), or one only screen readers read (`hidden`, over a column of buttons).
 */
export type Column = string | { figure: string } | { hidden: string };

/** The header row of an admin table: one heading a column, in order. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <Table.Header bg="bg.subtle">
      <Table.Row>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <Table.ColumnHeader key={column} scope="col">
              {column}
            </Table.ColumnHeader>
          ) : 'figure' in column ? (
            <Table.ColumnHeader key={column.figure} scope="col" textAlign="end">
              {column.figure}
            </Table.ColumnHeader>
          ) : (
            <Table.ColumnHeader key={column.hidden} scope="col">
              <VisuallyHidden>{column.hidden}</VisuallyHidden>
            </Table.ColumnHeader>
          ),
        )}
      </Table.Row>
    </Table.Header>
  );
}

/** The traveller in an admin table: name, e-mail to write to, and the phone when the table has no column of its own for it. */
export function CustomerContact({ firstName, lastName, email, phone }: { firstName: string; lastName: string; email: string; phone?: string }) {
  return (
    <Stack gap="0">
      <Text fontWeight="semibold">
        {firstName} {lastName}
      </Text>
      <Link href={`mailto:${email}`} color="fg.muted" fontSize="xs" wordBreak="break-all">
        {email}
      </Link>
      {phone !== undefined && (
        <Link href={`tel:${phone}`} color="fg.muted" fontSize="xs" whiteSpace="nowrap">
          {phone}
        </Link>
      )}
    </Stack>
  );
}

/**
 * The trip in a table cell: its title, and beneath it the dates booked ("July 9–14, 2026"), or
 * "No dates" on a booking made before departures.
 */
export function TripCell({ title, departureDate, returnDate }: { title: string; departureDate?: string | null | undefined; returnDate?: string | null | undefined }) {
  return (
    <Table.Cell maxW="15rem">
      <Stack gap="0">
        <Text>{title}</Text>
        <Text color="fg.muted" fontSize="xs" whiteSpace="nowrap">
          {departureDate && returnDate ? formatDateRange(departureDate, returnDate) : 'No dates'}
        </Text>
      </Stack>
    </Table.Cell>
  );
}

/** A booking's reference and the day it was made, one beneath the other: the date first under a Date column. */
export function ReferenceCell({ reference, createdOn, dateFirst = false }: { reference: string; createdOn: string; dateFirst?: boolean }) {
  const code = (
    <Text key="reference" fontFamily="mono" fontSize="xs" letterSpacing="wide">
      {reference}
    </Text>
  );
  const date = (
    <Text key="date" color={dateFirst ? undefined : 'fg.muted'} fontSize={dateFirst ? undefined : 'xs'}>
      {createdOn}
    </Text>
  );
  return (
    <Table.Cell whiteSpace="nowrap">
      <Stack gap="0">{dateFirst ? [date, code] : [code, date]}</Stack>
    </Table.Cell>
  );
}

/** When the balance falls due, in a table cell; a dash, read out as "No due date", when there is none. */
export function DueDateCell({ balanceDueDate }: { balanceDueDate?: string | null | undefined }) {
  return (
    <Table.Cell whiteSpace="nowrap" color="fg.muted">
      {balanceDueDate ? formatDate(balanceDueDate) : <NoValue label="No due date" />}
    </Table.Cell>
  );
}

/** A dash that screen readers read as what it means. */
export function NoValue({ label }: { label: string }) {
  return (
    <>
      <Text as="span" aria-hidden="true" color="fg.subtle">
        —
      </Text>
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}

/** The last cell of a row of bookings: "View", named for screen readers by the booking and its traveller. */
export function ViewBookingCell({ booking, onView }: { booking: { reference: string; firstName: string; lastName: string }; onView: () => void }) {
  return (
    <Table.Cell textAlign="end">
      <Button size="xs" variant="outline" colorPalette="brand" onClick={onView}>
        View{' '}
        <VisuallyHidden>
          booking {booking.reference} of {booking.firstName} {booking.lastName}
        </VisuallyHidden>
      </Button>
    </Table.Cell>
  );
}
