import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { LinkButton } from '../../../components/link-button';

/** In place of the booking steps when every seat is taken: the way to hear about the next departure. */
export function SoldOutNotice({ title }: { title: string }) {
  const headingId = 'sold-out-title';
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.panel" rounded="card" shadow="card" p={{ base: '5', md: '8' }}>
      <Stack gap="4" align="start">
        <Text textStyle="eyebrow" color="accent.fg">
          Sold out
        </Text>
        <Heading as="h2" id={headingId} fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
          This trip is sold out
        </Heading>
        <Text color="fg.muted">
          Every seat on {title} is taken. Tell us you are interested and we will let you know as soon as a seat opens up or
          the next departure is announced.
        </Text>
        <LinkButton to="/contact" colorPalette="brand" size="lg">Ask about future departures</LinkButton>
      </Stack>
    </Box>
  );
}
