import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface NarrowPageProps {
  eyebrow: string;
  title: string;
  lead?: string;
  children: ReactNode;
}

/** A page of one narrow column under its title: My Booking, the newsletter's confirmation. */
export function NarrowPage({ eyebrow, title, lead, children }: NarrowPageProps) {
  return (
    <Box bg="bg.subtle" py={{ base: '12', md: '20' }}>
      <Container maxW="2xl" px={{ base: '4', md: '6' }}>
        <Stack gap={{ base: '8', md: '10' }}>
          <Stack gap="3" textAlign={{ md: 'center' }} align={{ md: 'center' }}>
            <Text textStyle="eyebrow" color="accent.fg">
              {eyebrow}
            </Text>
            <Heading as="h1" textStyle="sectionTitle" fontSize={{ base: '3xl', md: '5xl' }}>
              {title}
            </Heading>
            {lead && (
              <Text textStyle="lead" color="fg.muted" maxW="xl" textWrap="balance">
                {lead}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
