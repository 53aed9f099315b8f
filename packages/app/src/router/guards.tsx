import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
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
  // Only a visitor who came here signed out is brought back after signing in. A session that
  // ends here (sign-out, a new password, expiry) may be followed by someone else's sign-in:
  // they start at their own home.
  const [cameSignedOut] = useState(state === 'signed-out');

  useEffect(() => {
    if (state === 'expired') onSessionExpired();
  }, [state, onSessionExpired]);

  if (state !== 'active') {
    const from = cameSignedOut ? `${location.pathname}${location.search}` : undefined;
    return <Navigate to="/" replace state={from ? { from } : undefined} />;
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
