import { Center, Container, Spinner } from '@chakra-ui/react';
import type { CurrentUser } from '@sunward/shared/schemas/user';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { useCurrentUser } from '../api/get-current-user';

/** Where a signed-out visitor is sent. */
export const ADMIN_LOGIN_PATH = '/admin/login';

/** What the sign-in page is told: the admin address asked for, to go back to once signed in. */
export interface AdminReturnState {
  from: string;
}

/**
 * Where to go once signed in: the admin page a signed-out visitor asked for (a link to one
 * booking, `/admin/dashboard?booking=SGT-…`, from the agency's mail), or the dashboard. Only this
 * site's own admin pages, so the state cannot send anyone elsewhere.
 */
export function adminReturnPath(state: unknown, fallback: string): string {
  if (typeof state !== 'object' || state === null || !('from' in state) || typeof state.from !== 'string') return fallback;
  const from = state.from;
  return /^\/admin\/(?!login\b)[\w-]+([?#].*)?$/.test(from) ? from : fallback;
}

/**
 * Shows its children only to a signed-in admin (spec §2, Admin dashboard): a spinner while the
 * current user loads, and a signed-out visitor is sent to the sign-in page, which brings them back
 * here once signed in. This is only the page's behaviour; every admin call is checked on the
 * server as well.
 */
export function AdminGuard({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { data: user, isPending, isError, isFetching, refetch } = useCurrentUser();
  const location = useLocation();

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
  if (!user) return <Navigate to={ADMIN_LOGIN_PATH} replace state={{ from: `${location.pathname}${location.search}` } satisfies AdminReturnState} />;
  return children(user);
}
