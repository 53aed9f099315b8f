import { useEffect, useRef } from 'react';

import type { TGuestSession } from '@portal/contracts';
import { GUEST_ACCESS_ENDED } from '@portal/contracts/constants';

import { callGuestApi, GuestApiError } from './guest-api';

/** Renew this long before the token expires (or at half its remaining life, if sooner). */
const RENEW_AHEAD_MS = 5 * 60_000;
/** After a renewal that got no answer, the next try. */
const RETRY_MS = 30_000;

export interface GuestRenewalOptions {
  token: string;
  expiresAt: string;
  onRenewed: (session: TGuestSession) => void;
  /** The server will not renew: the access ended (its message says why). */
  onEnded: (message: string) => void;
  /** The token is no longer taken (it expired while the computer slept): join again. */
  onExpired: () => void;
}

/** When the next renewal is due, in ms from `now`. */
export function renewalDelay(expiresAt: string, now = Date.now()): number {
  const left = Date.parse(expiresAt) - now;
  // setTimeout takes at most 2^31 - 1 ms; a longer wait would fire at once.
  return Math.max(0, Math.min(left - RENEW_AHEAD_MS, left / 2, 2 ** 31 - 1));
}

/**
 * Keeps the guest's session alive while the page is open: a new token (POST /guest/session)
 * before the current one expires, and at once when the tab comes back after its due time
 * (timers sleep in background tabs).
 */
export function useGuestRenewal({
  token,
  expiresAt,
  onRenewed,
  onEnded,
  onExpired,
}: GuestRenewalOptions) {
  const handlers = useRef({ onRenewed, onEnded, onExpired });
  useEffect(() => {
    handlers.current = { onRenewed, onEnded, onExpired };
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isClosed = false;
    let isRenewing = false;
    const renew = async () => {
      if (isClosed || isRenewing) return;
      isRenewing = true;
      try {
        const { data } = await callGuestApi('renewGuestSession', undefined, { token });
        if (!isClosed) handlers.current.onRenewed(data);
      } catch (error) {
        if (isClosed) return;
        if (error instanceof GuestApiError && error.code === GUEST_ACCESS_ENDED) {
          handlers.current.onEnded(error.message);
        } else if (error instanceof GuestApiError && error.status === 401) {
          handlers.current.onExpired();
        } else {
          isRenewing = false;
          timer = setTimeout(() => void renew(), RETRY_MS);
        }
      }
    };
    timer = setTimeout(() => void renew(), renewalDelay(expiresAt));
    const onVisible = () => {
      if (document.visibilityState === 'visible' && renewalDelay(expiresAt) === 0) void renew();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      isClosed = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token, expiresAt]);
}
