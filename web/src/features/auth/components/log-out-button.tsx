import { Button, HStack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useLogOut } from '../api/log-out';
import { useLogOutEverywhere } from '../api/log-out-everywhere';
import { ADMIN_LOGIN_PATH } from './admin-guard';

/**
 * The admin header's session actions: 'Log out' ends this session; 'Sign out everywhere' ends
 * every session of this admin, on every device (decision 036). Both then show the sign-in page.
 */
export function LogOutButton() {
  const navigate = useNavigate();
  const toSignIn = () => void navigate(ADMIN_LOGIN_PATH, { replace: true });
  const logOut = useLogOut({ onSuccess: toSignIn });
  const everywhere = useLogOutEverywhere({ onSuccess: toSignIn });
  const busy = logOut.isPending || everywhere.isPending;
  return (
    <HStack gap="2" wrap="wrap">
      <Button variant="ghost" colorPalette="brand" loading={everywhere.isPending} loadingText="Signing out…" disabled={busy} onClick={() => everywhere.mutate()}>
        Sign out everywhere
      </Button>
      <Button variant="outline" colorPalette="brand" loading={logOut.isPending} loadingText="Logging out…" disabled={busy} onClick={() => logOut.mutate()}>
        Log out
      </Button>
    </HStack>
  );
}
