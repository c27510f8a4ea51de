import { Container, Heading } from '@chakra-ui/react';

export function AdminDashboardScreen() {
  return (
    <Container py="20">
      <Heading as="h1">Admin Dashboard</Heading>
    </Container>
  );
}
