import { Box, Container, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * A page of policy or guidance text, laid out like the refund policy: a band with the eyebrow,
 * the h1 and an optional line under it, then the text in a column narrow enough to read.
 */
export function PolicyPage({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <>
      <Box bg="bg.subtle" borderBottomWidth="1px" borderColor="border">
        <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '12', md: '16' }}>
          <Stack gap="3">
            <Text textStyle="eyebrow" color="accent.fg">
              {eyebrow}
            </Text>
            <Heading as="h1" textStyle="display" fontSize={{ base: '4xl', md: '5xl' }}>
              {title}
            </Heading>
            {lead !== undefined && (
              <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
                {lead}
              </Text>
            )}
          </Stack>
        </Container>
      </Box>
      <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        <Stack gap={{ base: '10', md: '12' }}>{children}</Stack>
      </Container>
    </>
  );
}

/** The boxed list at the top of a policy: the few points a reader must not miss. */
export function PolicySummary({ id, title, items }: { id: string; title: string; items: readonly ReactNode[] }) {
  return (
    <Box as="aside" aria-labelledby={id} bg="brand.subtle" borderWidth="1px" borderColor="brand.muted" rounded="card" p={{ base: '5', md: '7' }}>
      <Heading as="h2" id={id} fontSize="lg" mb="3">
        {title}
      </Heading>
      <List.Root gap="2" ps="5" color="fg">
        {items.map((item, index) => (
          // The items are fixed text: their order never changes.
          <List.Item key={index} _marker={{ color: 'brand.solid' }}>
            {item}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/** One numbered section with an h2, so the page reads as an outline and each part can be linked to. */
export function PolicySection({ id, number, title, children }: { id: string; number?: number; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} scrollMarginTop="24">
      <Heading as="h2" id={id} fontSize={{ base: 'xl', md: '2xl' }} mb="3">
        {number !== undefined && (
          <Text as="span" color="accent.fg" me="2">
            {number}.
          </Text>
        )}
        {title}
      </Heading>
      <Stack gap="3" color="fg.muted" lineHeight="1.7">
        {children}
      </Stack>
    </Box>
  );
}

/** A link inside running text: underlined so it does not rely on colour alone. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** A link to another site, opening in the same tab like every other link here. */
export function ExternalTextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} color="brand.fg" fontWeight="semibold" textDecoration="underline" rel="noopener">
      {children}
    </Link>
  );
}

/** A bulleted list inside a section's text. */
export function PolicyList({ children }: { children: ReactNode }) {
  return (
    <List.Root gap="2" ps="5">
      {children}
    </List.Root>
  );
}
