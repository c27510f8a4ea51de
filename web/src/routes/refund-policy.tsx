import { Container, Heading } from '@chakra-ui/react';

export function RefundPolicyScreen() {
  return (
    <Container py="20">
      <Heading as="h1">Refund Policy</Heading>
    </Container>
  );
}
