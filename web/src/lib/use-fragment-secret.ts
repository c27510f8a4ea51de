import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The secret a mailed link carries in its fragment (a pay link's token, a waitlist link's, a
 * sign-in code), read once, when the screen opens. The fragment then leaves the address bar at
 * once, and so the history, bookmarks and shared screenshots; React Router's replace is
 * `history.replaceState`, so the page does not load again. The secret lives in this screen's
 * memory only.
 */
export function useFragmentSecret<Secret>(read: (hash: string) => Secret | null): Secret | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [secret] = useState(() => read(location.hash));
  const cleared = useRef(false);
  useEffect(() => {
    if (cleared.current || location.hash === '') return;
    cleared.current = true;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the address the screen opened with
  }, []);
  return secret;
}
