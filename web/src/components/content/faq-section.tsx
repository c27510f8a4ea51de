import { Accordion, Box, Container, Heading, Stack, Text } from '@chakra-ui/react';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * Questions that each open on their own from mouse or keyboard. They are headings one level
 * below the heading they sit under, so screen-reader users can jump between them.
 */
export function FaqList({ items, headingLevel = 'h3' }: { items: readonly FaqItem[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Accordion.Root collapsible variant="enclosed" bg="bg.panel" rounded="card">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Heading as={headingLevel} fontSize="md" fontFamily="body" fontWeight="semibold">
            <Accordion.ItemTrigger py="4" px="5" cursor="pointer">
              <Text as="span" flex="1" textAlign="start">
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
  );
}

/** A section of frequent questions under its own h2, for the end of a page. */
export function FaqSection({ eyebrow, items }: { eyebrow: string; items: readonly FaqItem[] }) {
  return (
    <Box as="section" aria-labelledby="faq-title" py={{ base: '14', md: '20' }}>
      <Container maxW="3xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" mb={{ base: '6', md: '10' }}>
          <Text textStyle="eyebrow" color="accent.fg">
            {eyebrow}
          </Text>
          <Heading as="h2" id="faq-title" textStyle="sectionTitle" fontSize={{ base: '3xl', md: '4xl' }}>
            Frequently asked questions
          </Heading>
        </Stack>
        <FaqList items={items} />
      </Container>
    </Box>
  );
}
