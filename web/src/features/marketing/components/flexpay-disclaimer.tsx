import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';

/** The financing terms (spec §9). */
export function FlexpayDisclaimer() {
  return (
    <Box as="section" aria-labelledby="financing-terms-title" borderTopWidth="1px" borderColor="border" bg="bg.subtle" py={{ base: '10', md: '12' }}>
      <Container maxW="3xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" fontSize="xs" color="fg.muted" lineHeight="1.7">
          <Heading as="h2" id="financing-terms-title" fontSize="sm" fontFamily="body" fontWeight="700" color="fg">
            Financing terms
          </Heading>
          <Text>
            Monthly payments are offered by a third-party lending partner, not by Sunward Group Travel, and are subject to
            an eligibility check and approval. Your rate and payment terms depend on your credit and the amount financed.
          </Text>
          <Text>
            <Text as="strong" color="fg">
              United States:
            </Text>{' '}
            rates range from 0% to 36% APR. A minimum purchase of $150 is required, and a down payment may be required.
            Options may not be available in all states.
          </Text>
          <Text>
            <Text as="strong" color="fg">
              Canada:
            </Text>{' '}
            rates range from 14.99% to 34.99% APR; promotional 0% APR offers may be available on eligible purchases.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
