import { Container, Heading } from '@chakra-ui/react';

export function PastTripsScreen() {
  return (
    <Container py="20">
      <Heading as="h1">Past Adventures</Heading>
    </Container>
  );
}
