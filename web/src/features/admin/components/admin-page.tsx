import { Box, Container, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DashboardHeader, type DashboardHeaderProps } from './dashboard-header';

/** The frame of an admin screen: header with navigation, then the screen's sections. */
export function AdminPage({ children, ...header }: DashboardHeaderProps & { children: ReactNode }) {
  return (
    <Box bg="bg.subtle" minH="70dvh">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
        <Stack gap={{ base: '6', md: '8' }}>
          <DashboardHeader {...header} />
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
