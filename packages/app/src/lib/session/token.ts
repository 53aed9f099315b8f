import { jwtDecode } from 'jwt-decode';

/** Where the session token lives (spec section 9). */
export const TOKEN_STORAGE_KEY = 'token';

/**
 * A token counts as expired when it cannot be decoded, has no `exp` claim, or its expiry is
 * past. `exp` is in seconds; the comparison is in milliseconds (spec section 5).
 */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
    return exp * 1000 <= now;
  } catch {
    return true;
  }
}

export function getStoredToken(storage: Storage = localStorage): string | null {
  return storage.getItem(TOKEN_STORAGE_KEY);
}

export function storeToken(token: string, storage: Storage = localStorage): void {
  storage.setItem(TOKEN_STORAGE_KEY, token);
}

export function removeStoredToken(storage: Storage = localStorage): void {
  storage.removeItem(TOKEN_STORAGE_KEY);
}
