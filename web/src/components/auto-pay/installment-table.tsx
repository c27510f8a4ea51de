import { Box, Table, Text } from '@chakra-ui/react';
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

/** The state column from this width on; narrower, each state sits under its date. */
const stateColumn = { base: 'none', sm: 'table-cell' } as const;

/**
 * A plan of automatic payments as a table: each payment's date and amount, and its state once the
 * plan runs. The caption names the table for screen readers; the total closes it, so the reader
 * sees the payments add up to the balance. On a phone the state moves under the date, so the
 * table keeps to the screen's width; a narrower space scrolls the table, never the page.
 */
export function InstallmentTable({ caption, rows }: { caption: string; rows: readonly InstallmentRow[] }) {
  const withState = rows.some((row) => row.state !== undefined);
  const total = rows.reduce((sum, row) => sum + row.amountCents, 0);
  return (
    <Box overflowX="auto" position="relative" borderWidth="1px" borderColor="border" rounded="lg">
      <Table.Root size="sm" bg="bg.panel" css={{ '& td, & th': { verticalAlign: 'top' }, '& tr:last-of-type td': { borderBottomWidth: '0' } }}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader scope="col" w="1%" whiteSpace="nowrap">
              No.
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Date</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Amount
            </Table.ColumnHeader>
            {withState && (
              <Table.ColumnHeader scope="col" display={stateColumn}>
                State
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.number}>
              <Table.Cell color="fg.muted" fontVariantNumeric="tabular-nums">
                {row.number}
              </Table.Cell>
              <Table.Cell>
                <Text as="span" display="block" whiteSpace="nowrap">
                  {formatDate(row.date)}
                </Text>
                {withState && (
                  <Box display={{ base: 'block', sm: 'none' }} fontSize="xs" color="fg.muted" mt="0.5">
                    {row.state}
                  </Box>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {formatUsd(cents(row.amountCents))}
              </Table.Cell>
              {withState && <Table.Cell display={stateColumn}>{row.state}</Table.Cell>}
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
            {withState && <Table.Cell display={stateColumn} />}
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Box>
  );
}
