import { Accordion, Box, Container, Heading, Stack, Text } from '@chakra-ui/react';

const questions = [
  {
    value: 'booking-ahead',
    question: 'How far in advance should I book?',
    answer:
      'For international trips we recommend booking 3-6 months ahead. Small groups fill quickly, and early booking leaves time to spread your payments before departure.',
  },
  {
    value: 'included',
    question: 'What is included in the package price?',
    answer:
      'Accommodation, the meals listed in the itinerary, ground transfers, guided tours and entrance fees, and an English-speaking guide. International flights, travel insurance and tips are not included unless a package says so.',
  },
  {
    value: 'insurance',
    question: 'Do I need travel insurance?',
    answer:
      'We strongly recommend it. Choose a policy that covers trip cancellation, medical care abroad and baggage, and buy it soon after you book so cancellation cover starts early.',
  },
  {
    value: 'custom',
    question: 'Can you plan a custom itinerary?',
    answer:
      'Yes. We plan trips for families, friends and organisations: tell us where, when and how many of you are travelling, and we will send a proposal.',
  },
] as const;

/** Four frequent questions, each opening on its own. */
export function ContactFaq() {
  return (
    <Box as="section" aria-labelledby="faq-title" py={{ base: '14', md: '20' }}>
      <Container maxW="3xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" mb={{ base: '6', md: '10' }}>
          <Text textStyle="eyebrow" color="accent.fg">
            FAQ
          </Text>
          <Heading as="h2" id="faq-title" textStyle="sectionTitle" fontSize={{ base: '3xl', md: '4xl' }}>
            Frequently asked questions
          </Heading>
        </Stack>
        <Accordion.Root collapsible variant="enclosed" bg="bg.panel" rounded="card">
          {questions.map((item) => (
            <Accordion.Item key={item.value} value={item.value}>
              <Heading as="h3" fontSize="md">
                <Accordion.ItemTrigger py="4" px="5" cursor="pointer">
                  <Text as="span" flex="1" textAlign="start" fontWeight="semibold">
                    {item.question}
                  </Text>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
              </Heading>
              <Accordion.ItemContent>
                <Accordion.ItemBody px="5" pb="5" color="fg.muted">
                  {item.answer}
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Container>
    </Box>
  );
}
