import { Container, Heading } from '@chakra-ui/react';

export function MyBookingScreen() {
  return (
    <Container py="20">
      <Heading as="h1">My Booking</Heading>
    </Container>
  );
}
