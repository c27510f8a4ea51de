import { Box, Container, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { DisclosureChevron } from '../disclosure/disclosure-parts';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * Questions that each open on their own from mouse or keyboard, one at a time: `<details>` that
 * share a `name`, so the browser does it before (and without) any script. Each question is a
 * heading one level below the heading it sits under, so screen-reader users can jump between them.
 */
export function FaqList({ items, headingLevel = 'h3', name = 'faq' }: { items: readonly FaqItem[]; headingLevel?: 'h2' | 'h3'; name?: string }) {
  return (
    <Box borderWidth="1px" rounded="card" overflow="hidden" bg="bg.panel" divideY="1px">
      {items.map((item) => (
        <chakra.details key={item.id} id={`${name}-${item.id}`} name={name} overflowAnchor="none" _open={{ bg: 'bg.subtle' }}>
          <chakra.summary
            display="flex"
            alignItems="center"
            gap="3"
            py="4"
            px="5"
            cursor="pointer"
            listStyle="none"
            rounded="l2"
            outline="0"
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
            css={{ '&::-webkit-details-marker': { display: 'none' } }}
          >
            <Heading as={headingLevel} flex="1" textAlign="start" fontSize="md" lineHeight="1.5rem" fontFamily="body" fontWeight="semibold">
              {item.question}
            </Heading>
            <DisclosureChevron color="fg.subtle" />
          </chakra.summary>
          <Text px="9" pt="2" pb="5" color="fg.muted">
            {item.answer}
          </Text>
        </chakra.details>
      ))}
    </Box>
  );
}

/** A section of frequent questions under its own h2, for the end of a page. */
export function FaqSection({ eyebrow, items, name }: { eyebrow: string; items: readonly FaqItem[]; name?: string }) {
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
        <FaqList items={items} name={name} />
      </Container>
    </Box>
  );
}
