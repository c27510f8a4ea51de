import { Box, Container, Grid, Heading, Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import { ContactCallToAction } from '../features/contact/components/contact-call-to-action';
import { ContactFaq } from '../features/contact/components/contact-faq';
import { ContactHero } from '../features/contact/components/contact-hero';
import { ContactMethods } from '../features/contact/components/contact-methods';
import { ContactQuickActions } from '../features/contact/components/contact-quick-actions';
import { WhyTravel } from '../features/contact/components/why-travel';
import { InquiryForm, type InquiryFormHandle } from '../features/inquiries/components/inquiry-form';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

export function ContactScreen() {
  usePageMeta({
    title: pageTitle('Contact Us'),
    description:
      'Ask Sunward Group Travel about a trip, a payment plan or a custom group journey. Call, e-mail or send a message: we answer within 24 hours.',
  });
  const form = useRef<InquiryFormHandle>(null);
  return (
    <>
      <ContactHero />
      <Box py={{ base: '10', md: '16' }}>
        <Container maxW="7xl" px={{ base: '4', md: '6' }}>
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1.6fr) minmax(0, 1fr)' }} gap={{ base: '8', lg: '10' }} alignItems="start">
            <InquiryForm ref={form} />
            <Stack gap="6" as="aside" aria-labelledby="reach-us-title">
              <Box>
                <Heading as="h2" id="reach-us-title" fontSize="lg" mb="4">
                  Ways to reach us
                </Heading>
                <ContactMethods />
              </Box>
              <ContactQuickActions onCustomTrip={() => form.current?.startCustomRequest()} />
            </Stack>
          </Grid>
        </Container>
      </Box>
      <WhyTravel />
      <ContactFaq />
      <ContactCallToAction />
    </>
  );
}
