import { createContext, useContext } from 'react';

const SessionExpiredContext = createContext<() => void>(() => undefined);

/** Provides what to do when a session ends by itself (see app/session-expiry.ts). */
export const SessionExpiredProvider = SessionExpiredContext.Provider;

export function useSessionExpired(): () => void {
  return useContext(SessionExpiredContext);
}
