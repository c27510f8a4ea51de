import { Center, Container, Spinner } from '@chakra-ui/react';
import type { CurrentUser } from '@sunward/shared/schemas/user';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { useCurrentUser } from '../api/get-current-user';

/** Where a signed-out visitor is sent. */
export const ADMIN_LOGIN_PATH = '/admin/login';

/**
 * Shows its children only to a signed-in admin (spec §2, Admin dashboard): a spinner while the
 * current user loads, and a signed-out visitor is sent to the sign-in page. This is only the
 * page's behaviour; every admin call is checked on the server as well.
 */
export function AdminGuard({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { data: user, isPending, isError, isFetching, refetch } = useCurrentUser();

  if (isPending) {
    return (
      <Center minH="60dvh">
        <Spinner size="xl" color="brand.solid" borderWidth="3px" aria-label="Checking your sign-in" />
      </Center>
    );
  }
  if (isError) {
    return (
      <Container maxW="xl" py="20" px={{ base: '4', md: '6' }}>
        <RetryAlert title="We could not check your sign-in." isRetrying={isFetching} onRetry={() => void refetch()} />
      </Container>
    );
  }
  if (!user) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  return children(user);
}
