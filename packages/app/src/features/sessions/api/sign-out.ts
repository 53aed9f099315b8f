import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';

import { paths } from '@/lib/routing/paths';
import { endSession } from '@/lib/session/session';
import { signOutHere } from '@/lib/session/sign-out';
import { useStores } from '@/stores/StoreProvider';

/** Where a sign-out was asked: in this tab, or in another tab of the browser (it told us). */
export type SignOutOrigin = 'this-tab' | 'another-tab';

/**
 * Sign out (spec: the token removed, back to '/'): in this tab, the server's session ends too
 * and the other tabs are told (lib/session/sign-out.ts); a tab told by another only follows.
 */
export function useSignOut(): (origin?: SignOutOrigin) => void {
  const root = useStores();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(
    (origin: SignOutOrigin = 'this-tab') => {
      if (origin === 'this-tab') signOutHere(root);
      else endSession(root);
      // Drop every cached answer so that the next user never sees this one's data.
      void mutate(() => true, undefined, { revalidate: false });
      void navigate(paths.login, { replace: true });
    },
    [root, navigate, mutate],
  );
}
