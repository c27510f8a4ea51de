import { Box, Container } from '@chakra-ui/react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useNoIndex } from '../features/admin/hooks/use-no-index';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { adminReturnPath } from '../features/auth/components/admin-guard';
import { AdminSignIn } from '../features/auth/components/admin-sign-in';
import { pageTitle, usePageMeta } from '../lib/use-page-meta';

const DASHBOARD_PATH = '/admin/dashboard';

export function AdminLoginScreen() {
  usePageMeta({ title: pageTitle('Admin Login'), description: 'Sign-in for Sunward Group Travel staff.' });
  useNoIndex();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  // Back to the admin page asked for before signing in (a booking linked from a mail), else the dashboard.
  const destination = adminReturnPath(useLocation().state, DASHBOARD_PATH);

  // Already signed in: straight there.
  if (user) return <Navigate to={destination} replace />;

  return (
    <Box bg="bg.subtle" py={{ base: '12', md: '20' }} px="4">
      <Container maxW="md" px="0">
        <Box bg="bg.panel" rounded="card" shadow="card" p={{ base: '6', md: '10' }}>
          <AdminSignIn onSignedIn={() => void navigate(destination, { replace: true })} />
        </Box>
      </Container>
    </Box>
  );
}
