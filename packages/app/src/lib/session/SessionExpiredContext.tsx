import { createContext, useContext } from 'react';

/** Ends the session by itself; an optional message says why (else the spec's expiry text). */
export type SessionExpiredHandler = (message?: string) => void;

const SessionExpiredContext = createContext<SessionExpiredHandler>(() => undefined);

/** Provides what to do when a session ends by itself (createSessionExpiry in ./session.ts). */
export const SessionExpiredProvider = SessionExpiredContext.Provider;

export function useSessionExpired(): SessionExpiredHandler {
  return useContext(SessionExpiredContext);
}
