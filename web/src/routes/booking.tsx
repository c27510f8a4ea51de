import { Container, Heading } from '@chakra-ui/react';

export function BookingScreen() {
  return (
    <Container py="20">
      <Heading as="h1">Booking</Heading>
    </Container>
  );
}
