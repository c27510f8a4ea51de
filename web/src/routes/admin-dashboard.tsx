import { Box, Container, Stack } from '@chakra-ui/react';
import { DashboardHeader } from '../features/admin/components/dashboard-header';
import { DashboardPlaceholder } from '../features/admin/components/dashboard-placeholder';
import { useNoIndex } from '../features/admin/hooks/use-no-index';
import { AdminGuard } from '../features/auth/components/admin-guard';
import { LogOutButton } from '../features/auth/components/log-out-button';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

export function AdminDashboardScreen() {
  usePageMeta({ title: pageTitle('Admin Dashboard'), description: 'Bookings, payments and inquiries for Sunward Group Travel staff.' });
  useNoIndex();
  return (
    <AdminGuard>
      {(user) => (
        <Box bg="bg.subtle" minH="70dvh">
          <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
            <Stack gap={{ base: '8', md: '10' }}>
              <DashboardHeader username={user.username} actions={<LogOutButton />} />
              <DashboardPlaceholder />
            </Stack>
          </Container>
        </Box>
      )}
    </AdminGuard>
  );
}
