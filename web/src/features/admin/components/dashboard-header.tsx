import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AdminNav } from './admin-nav';

export interface DashboardHeaderProps {
  /** The screen's one h1. */
  title: string;
  description: ReactNode;
  /** The session's actions (log out). */
  actions?: ReactNode;
}

/** The top of every admin screen: its title, the admin navigation and the session's actions. */
export function DashboardHeader({ title, description, actions }: DashboardHeaderProps) {
  return (
    <Stack gap="5">
      <Flex justify="space-between" align={{ base: 'start', sm: 'end' }} gap="4" direction={{ base: 'column', sm: 'row' }}>
        <Stack gap="2">
          <Text textStyle="eyebrow" color="accent.fg">
            Sunward admin
          </Text>
          <Heading as="h1" textStyle="sectionTitle" fontSize={{ base: '3xl', md: '4xl' }} wordBreak="break-word">
            {title}
          </Heading>
          <Text color="fg.muted">{description}</Text>
        </Stack>
        {actions}
      </Flex>
      <AdminNav />
    </Stack>
  );
}
