import { Box, type BoxProps, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface TripSectionProps extends Omit<BoxProps, 'title'> {
  /** Unique on the page: the section is labelled by its heading. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** One band of a trip page: an eyebrow, an h2 and its content, with the page's rhythm of spacing. */
export function TripSection({ id, eyebrow, title, lead, children, ...boxProps }: TripSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Box as="section" id={id} aria-labelledby={titleId} py={{ base: '12', md: '16' }} scrollMarginTop="20" {...boxProps}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" mb={{ base: '6', md: '10' }} maxW="3xl">
          {eyebrow && (
            <Text textStyle="eyebrow" color="accent.fg">
              {eyebrow}
            </Text>
          )}
          <Heading as="h2" id={titleId} textStyle="sectionTitle" fontSize={{ base: '2xl', md: '4xl' }}>
            {title}
          </Heading>
          {lead && (
            <Text color="fg.muted" textStyle="lead">
              {lead}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
