import { Box, Container } from '@chakra-ui/react';
import { Navigate, useNavigate } from 'react-router';
import { useNoIndex } from '../features/admin/hooks/use-no-index';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { AdminSignIn } from '../features/auth/components/admin-sign-in';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

const DASHBOARD_PATH = '/admin/dashboard';

export function AdminLoginScreen() {
  usePageMeta({ title: pageTitle('Admin Login'), description: 'Sign-in for Sunward Group Travel staff.' });
  useNoIndex();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();

  // Already signed in: straight to the dashboard.
  if (user) return <Navigate to={DASHBOARD_PATH} replace />;

  return (
    <Box bg="bg.subtle" py={{ base: '12', md: '20' }} px="4">
      <Container maxW="md" px="0">
        <Box bg="bg.panel" rounded="card" shadow="card" p={{ base: '6', md: '10' }}>
          <AdminSignIn onSignedIn={() => void navigate(DASHBOARD_PATH, { replace: true })} />
        </Box>
      </Container>
    </Box>
  );
}
