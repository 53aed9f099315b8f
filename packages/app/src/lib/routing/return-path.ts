/**
 * Where to go after signing in: the page the visitor was on when sent to sign in (a protected
 * page, an invitation to join as an account), carried as `state.from`. Only a path of this app
 * is followed: never another origin ('//host', '/\\host'), nor the sign-in page itself.
 */
export function returnPathOf(state: unknown): string | null {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : null;
  if (typeof from !== 'string' || !from.startsWith('/') || from === '/') return null;
  if (from.startsWith('//') || from.startsWith('/\\')) return null;
  return from;
}
