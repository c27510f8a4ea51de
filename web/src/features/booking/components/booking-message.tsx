import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/link-button';

/**
 * A whole-page message on the booking page when there is nothing to book: what happened, what
 * the visitor may choose instead (`children`), and the way home.
 */
export function BookingMessage({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Container maxW={children ? '4xl' : '2xl'} px={{ base: '4', md: '6' }} py={{ base: '20', md: '28' }}>
      <Stack gap="5" align="center" textAlign="center">
        <Text textStyle="eyebrow" color="accent.fg">
          Booking
        </Text>
        <Heading as="h1" textStyle="sectionTitle" fontSize={{ base: '3xl', md: '4xl' }}>
          {title}
        </Heading>
        <Text textStyle="lead" color="fg.muted">
          {text}
        </Text>
        {children}
        <LinkButton to="/" colorPalette="brand" size="lg">Back to home</LinkButton>
      </Stack>
    </Container>
  );
}
