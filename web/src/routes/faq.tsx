import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { FaqList } from '../components/content/faq-section';
import { PolicyPage, TextLink } from '../components/content/policy-page';
import { siteFaq } from '../content/faq';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';
import { LinkButton } from '../components/link-button';

const guides = [
  { to: '/terms', label: 'Booking Terms', text: 'Deposits, payment dates and what happens if plans change.' },
  { to: '/refund-policy', label: 'Refund Policy', text: 'When a payment can be refunded, and how.' },
  { to: '/travel-insurance', label: 'Travel Insurance', text: 'Why it matters and what a policy should cover.' },
  { to: '/flexpay', label: 'Pay Over Time', text: 'Monthly financing through our lending partner.' },
] as const;

export function FaqScreen() {
  usePageMeta({
    title: pageTitle('FAQ'),
    description:
      'Answers to common questions about Sunward Group Travel trips: when to book, what the price includes, travel insurance and custom itineraries.',
  });
  return (
    <PolicyPage eyebrow="Help" title="Frequently Asked Questions" lead="Quick answers about booking and travelling with us.">
      <FaqList items={siteFaq} headingLevel="h2" />

      <Box as="section" aria-labelledby="faq-more-title">
        <Heading as="h2" id="faq-more-title" fontSize={{ base: 'xl', md: '2xl' }} mb="4">
          More details
        </Heading>
        <Stack as="ul" listStyleType="none" gap="3">
          {guides.map((guide) => (
            <Box as="li" key={guide.to} color="fg.muted" lineHeight="1.7">
              <TextLink to={guide.to}>{guide.label}</TextLink>: {guide.text}
            </Box>
          ))}
        </Stack>
      </Box>

      <Stack
        as="section"
        aria-labelledby="faq-ask-title"
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'stretch', sm: 'center' }}
        justify="space-between"
        gap="5"
        bg="brand.subtle"
        borderWidth="1px"
        borderColor="brand.muted"
        rounded="card"
        p={{ base: '5', md: '7' }}
      >
        <Stack gap="1">
          <Heading as="h2" id="faq-ask-title" fontSize="lg">
            Still have a question?
          </Heading>
          <Text color="fg.muted">Our team answers Monday to Friday, 9 AM to 5 PM.</Text>
        </Stack>
        <LinkButton to="/contact" colorPalette="brand" size="lg" flexShrink={0}>Contact us</LinkButton>
      </Stack>
    </PolicyPage>
  );
}
