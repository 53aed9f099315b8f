import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

import { homeFor } from '@/lib/routing/paths';
import { readStoredSession } from '@/lib/session/stored-session';

/**
 * Public entry screens (login, signups): a signed-in user goes straight home. It reads the stored
 * session rather than the stores, so that these pages do not load MobX; a sign-in on the page
 * navigates by itself, and the stores write every change of the session to storage at once.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  // The login page's build-time render is of a visitor who is not signed in.
  if (import.meta.env.SSR) return children;
  const { state, role } = readStoredSession();
  if (state === 'active' && role) return <Navigate to={homeFor(role)} replace />;
  return children;
}
