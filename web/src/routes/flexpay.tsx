import { Container, Heading } from '@chakra-ui/react';

export function FlexpayScreen() {
  return (
    <Container py="20">
      <Heading as="h1">Buy Now. Pay Over Time.</Heading>
    </Container>
  );
}
