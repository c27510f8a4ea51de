import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { REFUND_POLICY_UPDATED, RefundPolicyContent } from '../features/marketing/components/refund-policy-content';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

export function RefundPolicyScreen() {
  usePageMeta({
    title: pageTitle('Refund Policy'),
    description:
      'Sunward Group Travel refund policy: payments are non-refundable, and if we cancel a trip you receive a full refund within 14 business days.',
  });
  return (
    <>
      <Box bg="bg.subtle" borderBottomWidth="1px" borderColor="border">
        <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '12', md: '16' }}>
          <Stack gap="3">
            <Text textStyle="eyebrow" color="accent.fg">
              Policies
            </Text>
            <Heading as="h1" textStyle="display" fontSize={{ base: '4xl', md: '5xl' }}>
              Refund Policy
            </Heading>
            <Text color="fg.muted">Last updated {REFUND_POLICY_UPDATED}</Text>
          </Stack>
        </Container>
      </Box>
      <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        <RefundPolicyContent />
      </Container>
    </>
  );
}
