/** Where the session token lives (spec section 9). */
export const TOKEN_STORAGE_KEY = 'token';

/**
 * The claims of a JWT, read without checking its signature (the server checks it). A few lines
 * instead of a library, because '/' loads this (docs/app.md, Performance).
 */
function readClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Not a JWT');
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const claims: unknown = JSON.parse(
    new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))),
  );
  if (!claims || typeof claims !== 'object') throw new Error('Not a JWT');
  return claims as Record<string, unknown>;
}

/**
 * A token counts as expired when it cannot be decoded, has no `exp` claim, or its expiry is
 * past. `exp` is in seconds; the comparison is in milliseconds (spec section 5).
 */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  try {
    const { exp } = readClaims(token);
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
    return exp * 1000 <= now;
  } catch {
    return true;
  }
}

/** The session a token belongs to (its `sid` claim, issue 32), or null when it names none. */
export function readSessionId(token: string): string | null {
  try {
    const { sid } = readClaims(token);
    return typeof sid === 'string' && sid ? sid : null;
  } catch {
    return null;
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
