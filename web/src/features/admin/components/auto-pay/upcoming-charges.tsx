import { Badge, Table, Text } from '@chakra-ui/react';
import { cents, formatUsd } from '@sunward/shared/money';
import { RetryAlert } from '../../../../components/feedback/retry-alert';
import { formatDate } from '../../../../lib/format';
import { useUpcomingInstallments } from '../../api/upcoming-installments';
import { AdminSection } from '../admin-section';
import { EmptyState } from '../empty-state';
import { ScrollTable } from '../scroll-table';
import { numberCell, TableHead } from '../table-cells';

export const UPCOMING_CHARGES_TITLE = 'Next automatic charges';

/**
 * The next automatic charge of every plan that runs (decision 047), soonest first, as
 * `GET /api/installments/upcoming` answers it: who, which payment, when and how much, and plans
 * that wait for the traveller to authenticate.
 */
export function UpcomingCharges() {
  const charges = useUpcomingInstallments();
  return (
    <AdminSection title={UPCOMING_CHARGES_TITLE}>
      {charges.isPending ? (
        <Text color="fg.muted" role="status">
          Loading the next charges…
        </Text>
      ) : charges.isError ? (
        <RetryAlert title="The next charges could not be loaded." isRetrying={charges.isFetching} onRetry={() => void charges.refetch()} />
      ) : charges.data.charges.length === 0 ? (
        <EmptyState title="No automatic payments are scheduled." />
      ) : (
        <ScrollTable label="Next automatic charges table" caption={UPCOMING_CHARGES_TITLE} minWidth="40rem">
          <TableHead columns={['Date', 'Traveller', 'Payment', { figure: 'Amount' }, 'Plan']} />
          <Table.Body>
            {charges.data.charges.map((charge) => (
              <Table.Row key={`${charge.bookingId}-${charge.installmentNumber}`}>
                <Table.Cell whiteSpace="nowrap">{formatDate(charge.date)}</Table.Cell>
                <Table.Cell>
                  <Text fontWeight="semibold">
                    {charge.firstName} {charge.lastName}
                  </Text>
                  <Text fontFamily="mono" fontSize="xs" color="fg.muted">
                    {charge.reference}
                  </Text>
                </Table.Cell>
                <Table.Cell {...numberCell} textAlign="start">
                  No. {charge.installmentNumber}
                </Table.Cell>
                <Table.Cell {...numberCell} fontWeight="semibold">
                  {formatUsd(cents(charge.amount))}
                </Table.Cell>
                <Table.Cell>
                  {charge.state === 'needs-traveller' ? (
                    <Badge colorPalette="orange" variant="subtle" rounded="full" px="2.5">
                      Needs the traveller
                    </Badge>
                  ) : (
                    <Badge colorPalette="green" variant="subtle" rounded="full" px="2.5">
                      Active
                    </Badge>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      )}
    </AdminSection>
  );
}
