import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { readSessionState } from '@/lib/session/session';
import { NotAllowedPage } from '@/features/system/pages/NotAllowedPage';
import { useStores } from '@/stores/StoreProvider';

import { homeFor, type RoleRule } from '@/lib/routing/paths';
import { useSessionExpired } from '@/lib/session/SessionExpiredContext';

/** Lets only a signed-in user through; anyone else goes to '/' (and is told when it expired). */
export const RequireAuth = observer(function RequireAuth({ children }: { children: ReactNode }) {
  const root = useStores();
  const location = useLocation();
  const onSessionExpired = useSessionExpired();
  const state = readSessionState(root);

  useEffect(() => {
    if (state === 'expired') onSessionExpired();
  }, [state, onSessionExpired]);

  if (state !== 'active') {
    return <Navigate to="/" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
});

/** Lets through the roles `allow` accepts; others see a clear "not allowed" page. */
export const RequireRole = observer(function RequireRole({
  allow,
  children,
}: {
  allow: RoleRule;
  children: ReactNode;
}) {
  const { session } = useStores();
  const role = session.role;
  if (!role) return <Navigate to="/" replace />;
  if (!allow(role)) return <NotAllowedPage homePath={homeFor(role)} />;
  return children;
});
