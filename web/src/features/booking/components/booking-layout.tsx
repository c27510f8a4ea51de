import { Box, Button, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/link-button';

/**
 * The booking page's frame: Back, the page title, then the trip beside the steps (the trip
 * first, above the steps, on a phone). While the trip loads, `children` fills the whole width.
 * Back goes home, or runs `onBack` when a step has somewhere else to go back to.
 */
export function BookingLayout({ summary, onBack, children }: { summary?: ReactNode; onBack?: () => void; children: ReactNode }) {
  return (
    <Box bg="bg.subtle">
      <Container maxW="6xl" px={{ base: '4', md: '6' }} pt={{ base: '6', md: '10' }} pb={{ base: '14', md: '20' }}>
        <Stack gap={{ base: '6', md: '8' }}>
          <Box>
            {onBack ? (
              <Button variant="ghost" colorPalette="brand" size="sm" ms="-3" onClick={onBack}>
                <span aria-hidden="true">←</span> Back
              </Button>
            ) : (
              <LinkButton to="/" variant="ghost" colorPalette="brand" size="sm" ms="-3">
                <span aria-hidden="true">←</span> Back
              </LinkButton>
            )}
          </Box>
          <Stack gap="2">
            <Text textStyle="eyebrow" color="accent.fg">
              Reserve your seat
            </Text>
            <Heading as="h1" textStyle="sectionTitle" fontSize={{ base: '3xl', md: '4xl' }}>
              Book Your Trip
            </Heading>
          </Stack>
          {summary ? (
            <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }} gap={{ base: '6', lg: '10' }} alignItems="start">
              <Box position={{ lg: 'sticky' }} top={{ lg: '24' }}>
                {summary}
              </Box>
              <Box minW="0">{children}</Box>
            </Grid>
          ) : (
            children
          )}
        </Stack>
      </Container>
    </Box>
  );
}
