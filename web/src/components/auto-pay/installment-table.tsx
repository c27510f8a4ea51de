import { Table } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';

/** One row of a plan: its number, its agency day (`YYYY-MM-DD`) and its amount in cents. */
export interface InstallmentRow {
  number: number;
  date: string;
  amountCents: number;
  /** What became of it, when the plan is running: shown in a column of its own. */
  state?: ReactNode;
}

/**
 * A plan of automatic payments as a table: each payment's date and amount, and its state once the
 * plan runs. The caption names the table for screen readers; the total closes it, so the reader
 * sees the payments add up to the balance.
 */
export function InstallmentTable({ caption, rows }: { caption: string; rows: readonly InstallmentRow[] }) {
  const withState = rows.some((row) => row.state !== undefined);
  const total = rows.reduce((sum, row) => sum + row.amountCents, 0);
  return (
    <Table.Root size="sm" variant="outline" rounded="lg" overflow="hidden" bg="bg.panel" css={{ '& td, & th': { verticalAlign: 'top' } }}>
      <Table.Caption srOnly>{caption}</Table.Caption>
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader scope="col" w="1%" whiteSpace="nowrap">
            Payment
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col">Date</Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            Amount
          </Table.ColumnHeader>
          {withState && <Table.ColumnHeader scope="col">State</Table.ColumnHeader>}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.number}>
            <Table.Cell color="fg.muted" fontVariantNumeric="tabular-nums">
              {row.number}
            </Table.Cell>
            <Table.Cell>{formatDate(row.date)}</Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
              {formatUsd(cents(row.amountCents))}
            </Table.Cell>
            {withState && <Table.Cell>{row.state}</Table.Cell>}
          </Table.Row>
        ))}
      </Table.Body>
      <Table.Footer>
        <Table.Row bg="bg.subtle">
          <Table.Cell colSpan={2} fontWeight="semibold">
            Total
          </Table.Cell>
          <Table.Cell textAlign="end" fontWeight="700" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
            {formatUsd(cents(total))}
          </Table.Cell>
          {withState && <Table.Cell />}
        </Table.Row>
      </Table.Footer>
    </Table.Root>
  );
}
