import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { NewsletterConfirmation } from '../features/newsletter/components/newsletter-confirmation';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

export function NewsletterConfirmScreen() {
  usePageMeta({
    title: pageTitle('Confirm your subscription'),
    description: 'Confirm your subscription to the Sunward Group Travel newsletter.',
  });
  return (
    <Box bg="bg.subtle" py={{ base: '12', md: '20' }}>
      <Container maxW="2xl" px={{ base: '4', md: '6' }}>
        <Stack gap={{ base: '8', md: '10' }}>
          <Stack gap="3" textAlign={{ md: 'center' }} align={{ md: 'center' }}>
            <Text textStyle="eyebrow" color="accent.fg">
              Newsletter
            </Text>
            <Heading as="h1" textStyle="sectionTitle" fontSize={{ base: '3xl', md: '5xl' }}>
              Hear about new departures first
            </Heading>
          </Stack>
          <NewsletterConfirmation />
        </Stack>
      </Container>
    </Box>
  );
}
