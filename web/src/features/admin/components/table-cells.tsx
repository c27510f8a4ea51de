import { Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
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

/** A trip's dates in a table cell, "July 9–14, 2026"; a dash, read out as "No dates", on a booking made before departures. */
export function TripDatesCell({ departureDate, returnDate }: { departureDate?: string | null | undefined; returnDate?: string | null | undefined }) {
  return (
    <Table.Cell whiteSpace="nowrap">
      {departureDate && returnDate ? formatDateRange(departureDate, returnDate) : <NoValue label="No dates" />}
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
