import { Container, Heading } from '@chakra-ui/react';

export function AdminLoginScreen() {
  return (
    <Container py="20">
      <Heading as="h1">Admin Login</Heading>
    </Container>
  );
}
