import { Badge, Box, Flex, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { inquiryInterestLabels } from '@sunward/shared/schemas/inquiry';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { formatTimestamp } from '../../../lib/format';
import { useInquiries } from '../api/list-inquiries';
import { AdminSection } from './admin-section';
import { EmptyState } from './empty-state';

/** Contact-form messages, newest first as `GET /api/inquiries` answers them. */
export function ContactInquiries() {
  const inquiries = useInquiries();

  return (
    <AdminSection title="Contact Inquiries">
      {inquiries.isPending ? (
        <HStack gap="3" role="status" color="fg.muted">
          <Spinner size="sm" color="brand.solid" />
          <Text>Loading inquiries…</Text>
        </HStack>
      ) : inquiries.isError ? (
        <RetryAlert title="We could not load the inquiries." isRetrying={inquiries.isFetching} onRetry={() => void inquiries.refetch()} />
      ) : inquiries.data.length === 0 ? (
        <EmptyState title="No inquiries yet" description="Messages sent from the contact page appear here." />
      ) : (
        <Stack as="ul" aria-label="Inquiries" gap="3" listStyleType="none" m="0" p="0">
          {inquiries.data.map((inquiry) => (
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
                    {inquiry.interest && (
                      <Badge colorPalette="accent" variant="subtle" rounded="full" px="2.5">
                        {inquiryInterestLabels[inquiry.interest]}
                      </Badge>
                    )}
                    <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                      <time dateTime={inquiry.createdAt}>{formatTimestamp(inquiry.createdAt)}</time>
                    </Text>
                  </Stack>
                </Flex>
                <Text whiteSpace="pre-wrap" overflowWrap="anywhere" color="fg" fontSize="sm" bg="bg.subtle" rounded="md" p="3">
                  {inquiry.message}
                </Text>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </AdminSection>
  );
}
