import { Container, Heading } from '@chakra-ui/react';

export function InstagramScreen() {
  return (
    <Container py="20">
      <Heading as="h1">Sunward Group Travel</Heading>
    </Container>
  );
}
