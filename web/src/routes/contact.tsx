import { Container, Heading } from '@chakra-ui/react';

export function ContactScreen() {
  return (
    <Container py="20">
      <Heading as="h1">Get in Touch</Heading>
    </Container>
  );
}
