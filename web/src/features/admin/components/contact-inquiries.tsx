import { Badge, Box, Button, Flex, HStack, Link, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { inquiryInterestLabels } from '@sunward/shared/schemas/inquiry';
import { type AdminInquiry, type InquiryStatus, inquiryStatusLabels } from '@sunward/shared/schemas/inquiry-review';
import { useState } from 'react';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { formatTimestamp } from '../../../lib/format';
import { useInquiries } from '../api/list-inquiries';
import { useUpdateInquiryStatus } from '../api/update-inquiry-status';
import { AdminSection } from './admin-section';
import { EmptyState } from './empty-state';
import { LinkButton } from '../../../components/link-button';

type StatusFilter = InquiryStatus | 'all';

const filterLabels: Readonly<Record<StatusFilter, string>> = { open: 'Open', answered: 'Answered', all: 'All inquiries' };

/** A `mailto:` link that opens the operator's mail client addressed to the visitor, the subject a reply to theirs. */
export function replyLink(inquiry: Pick<AdminInquiry, 'email' | 'interest'>): string {
  const subject = `Re: ${inquiry.interest ? inquiryInterestLabels[inquiry.interest] : 'Your inquiry'}`;
  return `mailto:${encodeURIComponent(inquiry.email).replace('%40', '@')}?subject=${encodeURIComponent(subject)}`;
}

function InquiryStatusActions({ inquiry }: { inquiry: AdminInquiry }) {
  const update = useUpdateInquiryStatus();
  const next: InquiryStatus = inquiry.status === 'open' ? 'answered' : 'open';
  return (
    <HStack gap="2" wrap="wrap">
      <LinkButton to={replyLink(inquiry)} size="sm" colorPalette="brand">Reply</LinkButton>
      <Button size="sm" variant="outline" colorPalette="gray" loading={update.isPending} onClick={() => update.mutate({ id: inquiry.id, status: next })}>
        {inquiry.status === 'open' ? 'Mark answered' : 'Reopen'}
      </Button>
      {update.isError && (
        <Text role="alert" fontSize="sm" color="fg.error">
          We could not save that. Please try again.
        </Text>
      )}
    </HStack>
  );
}

/** Contact-form messages, newest first as `GET /api/inquiries` answers them, open ones shown first by default. */
export function ContactInquiries() {
  const inquiries = useInquiries();
  const [filter, setFilter] = useState<StatusFilter>('open');
  const all = inquiries.data ?? [];
  const shown = filter === 'all' ? all : all.filter((inquiry) => inquiry.status === filter);
  const openCount = all.filter((inquiry) => inquiry.status === 'open').length;

  return (
    <AdminSection
      title="Contact Inquiries"
      actions={
        all.length > 0 && (
          <NativeSelect.Root size="sm" width={{ base: 'full', sm: '12rem' }}>
            <NativeSelect.Field aria-label="Show inquiries" value={filter} onChange={(event) => setFilter(event.target.value as StatusFilter)}>
              {(['open', 'answered', 'all'] as const).map((value) => (
                <option key={value} value={value}>
                  {filterLabels[value]}
                  {value === 'open' ? ` (${openCount})` : ''}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )
      }
    >
      {inquiries.isPending ? (
        <HStack gap="3" role="status" color="fg.muted">
          <Spinner size="sm" color="brand.solid" />
          <Text>Loading inquiries…</Text>
        </HStack>
      ) : inquiries.isError ? (
        <RetryAlert title="We could not load the inquiries." isRetrying={inquiries.isFetching} onRetry={() => void inquiries.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState title="No inquiries yet" description="Messages sent from the contact page appear here." />
      ) : shown.length === 0 ? (
        <EmptyState
          title={filter === 'open' ? 'No open inquiries' : 'No answered inquiries yet'}
          description={filter === 'open' ? 'Every inquiry is marked answered.' : 'Inquiries marked answered appear here.'}
        />
      ) : (
        <Stack as="ul" aria-label="Inquiries" gap="3" listStyleType="none" m="0" p="0">
          {shown.map((inquiry) => (
            <Box as="li" key={inquiry.id} borderWidth="1px" borderColor="border" rounded="lg" p={{ base: '4', md: '5' }}>
              <Stack gap="3">
                <Flex justify="space-between" align="start" gap="2" wrap="wrap">
                  <Stack gap="0" minW="0">
                    <Text fontWeight="semibold">
                      {inquiry.firstName} {inquiry.lastName}
                    </Text>
                    <Link href={`mailto:${inquiry.email}`} color="brand.fg" fontSize="sm" overflowWrap="anywhere">
                      {inquiry.email}
                    </Link>
                  </Stack>
                  <Stack gap="1" align={{ base: 'start', sm: 'end' }}>
                    <HStack gap="1" wrap="wrap">
                      <Badge colorPalette={inquiry.status === 'open' ? 'orange' : 'green'} variant="subtle" rounded="full" px="2.5">
                        {inquiryStatusLabels[inquiry.status]}
                      </Badge>
                      {inquiry.interest && (
                        <Badge colorPalette="accent" variant="subtle" rounded="full" px="2.5">
                          {inquiryInterestLabels[inquiry.interest]}
                        </Badge>
                      )}
                    </HStack>
                    <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                      <time dateTime={inquiry.createdAt}>{formatTimestamp(inquiry.createdAt)}</time>
                    </Text>
                  </Stack>
                </Flex>
                <Text whiteSpace="pre-wrap" overflowWrap="anywhere" color="fg" fontSize="sm" bg="bg.subtle" rounded="md" p="3">
                  {inquiry.message}
                </Text>
                {inquiry.status === 'answered' && inquiry.answeredBy && inquiry.answeredAt && (
                  <Text fontSize="xs" color="fg.muted">
                    Marked answered by {inquiry.answeredBy}, <time dateTime={inquiry.answeredAt}>{formatTimestamp(inquiry.answeredAt)}</time>
                  </Text>
                )}
                <InquiryStatusActions inquiry={inquiry} />
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </AdminSection>
  );
}
