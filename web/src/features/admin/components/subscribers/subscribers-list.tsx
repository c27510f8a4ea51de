import { Button, Flex, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { subscribersCsv, subscribersCsvFileName } from '@sunward/shared/rules/subscribers-csv';
import { RetryAlert } from '../../../../components/feedback/retry-alert';
import { formatTimestampDate } from '../../../../lib/format';
import { useSubscribers } from '../../api/subscribers';
import { AdminSection } from '../admin-section';
import { downloadTextFile } from '../download-text-file';
import { EmptyState } from '../empty-state';
import { ScrollTable } from '../scroll-table';

/** The newsletter's confirmed subscribers, the latest confirmed first, with 'Export CSV' of every one. */
export function SubscribersList() {
  const subscribers = useSubscribers();
  const list = subscribers.data ?? [];

  function exportCsv() {
    downloadTextFile(subscribersCsvFileName(new Date()), subscribersCsv(list), 'text/csv;charset=utf-8');
  }

  return (
    <AdminSection
      title="Newsletter Subscribers"
      actions={
        list.length > 0 && (
          <Button colorPalette="brand" size="sm" onClick={exportCsv}>
            Export CSV
          </Button>
        )
      }
    >
      {subscribers.isPending ? (
        <HStack gap="3" role="status" color="fg.muted">
          <Spinner size="sm" color="brand.solid" />
          <Text>Loading subscribers…</Text>
        </HStack>
      ) : subscribers.isError ? (
        <RetryAlert title="We could not load the subscribers." isRetrying={subscribers.isFetching} onRetry={() => void subscribers.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No subscribers yet" description="Addresses appear here once their owner clicks 'Confirm' in the newsletter's confirmation mail." />
      ) : (
        <>
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
              {list.length} confirmed {list.length === 1 ? 'subscriber' : 'subscribers'}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Only addresses whose owner confirmed are listed and exported.
            </Text>
          </Flex>
          <ScrollTable label="Subscribers table" caption="Confirmed newsletter subscribers, the latest confirmed first" minWidth="17rem">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>E-mail</Table.ColumnHeader>
                  <Table.ColumnHeader>Confirmed</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.map((subscriber) => (
                  <Table.Row key={subscriber.email}>
                    <Table.Cell wordBreak="break-word">{subscriber.email}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      <time dateTime={subscriber.confirmedAt}>{formatTimestampDate(subscriber.confirmedAt)}</time>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
          </ScrollTable>
        </>
      )}
    </AdminSection>
  );
}
