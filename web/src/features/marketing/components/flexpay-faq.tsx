import { Accordion, Box, Container, Heading, Stack, Text } from '@chakra-ui/react';

const questions = [
  {
    id: 'how',
    question: 'How do I pay for my trip over time?',
    answer:
      'Tell your agent you would like monthly payments when you plan your trip. They will send you a secure link to apply; once you are approved, your booking is paid and you repay in monthly instalments.',
  },
  {
    id: 'what',
    question: 'What can I pay for with monthly payments?',
    answer:
      'Any of our trip packages, for purchases of $150 or more. Depending on your plan, a down payment may be required when you book.',
  },
  {
    id: 'fees',
    question: 'Are there late fees or penalties for paying early?',
    answer:
      'No. There are no late fees and no prepayment penalties: you can pay off your balance early at any time. With autopay, each payment is made for you on its due date.',
  },
] as const;

/** Three common questions, each opening on its own. */
export function FlexpayFaq() {
  return (
    <Box as="section" aria-labelledby="faq-title" py={{ base: '14', md: '20' }}>
      <Container maxW="3xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" mb="8">
          <Text textStyle="eyebrow" color="accent.fg">
            Questions
          </Text>
          <Heading as="h2" id="faq-title" textStyle="sectionTitle" fontSize={{ base: '3xl', md: '4xl' }}>
            Frequently asked questions
          </Heading>
        </Stack>
        <Accordion.Root collapsible variant="enclosed" bg="bg.panel" rounded="card">
          {questions.map((item) => (
            <Accordion.Item key={item.id} value={item.id}>
              <Heading as="h3" fontSize="md" fontFamily="body" fontWeight="semibold">
                <Accordion.ItemTrigger py="4" cursor="pointer">
                  <Text as="span" flex="1" textAlign="start">
                    {item.question}
                  </Text>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
              </Heading>
              <Accordion.ItemContent>
                <Accordion.ItemBody color="fg.muted" pb="5">
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
