import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useLogOut } from '../api/log-out';
import { ADMIN_LOGIN_PATH } from './admin-guard';

/** Ends the admin session, then shows the sign-in page. */
export function LogOutButton() {
  const navigate = useNavigate();
  const logOut = useLogOut({ onSuccess: () => void navigate(ADMIN_LOGIN_PATH, { replace: true }) });
  return (
    <Button variant="outline" colorPalette="brand" loading={logOut.isPending} loadingText="Logging out…" onClick={() => logOut.mutate()}>
      Log out
    </Button>
  );
}
