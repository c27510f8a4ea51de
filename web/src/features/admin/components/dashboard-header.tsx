import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The top of the dashboard: who is signed in, and the session's actions (log out). */
export function DashboardHeader({ username, actions }: { username: string; actions?: ReactNode }) {
  return (
    <Flex justify="space-between" align={{ base: 'start', sm: 'end' }} gap="4" direction={{ base: 'column', sm: 'row' }}>
      <Stack gap="2">
        <Text textStyle="eyebrow" color="accent.fg">
          Admin dashboard
        </Text>
        <Heading as="h1" textStyle="sectionTitle" fontSize={{ base: '3xl', md: '4xl' }} wordBreak="break-word">
          Welcome back, {username}
        </Heading>
        <Text color="fg.muted">Bookings, payments and inquiries for Sunward Group Travel.</Text>
      </Stack>
      {actions}
    </Flex>
  );
}
