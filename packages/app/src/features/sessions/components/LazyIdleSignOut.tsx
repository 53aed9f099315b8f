import { lazy, Suspense } from 'react';

const IdleSignOut = lazy(async () => ({
  default: (await import('./IdleSignOut')).IdleSignOut,
}));

/**
 * The idle sign-out for the dashboard's layout. Its code (the watch, the warning) is a chunk of
 * its own, fetched as the layout first renders: no signed-in screen's first load carries it, and
 * nothing can be idle for long before it is there.
 */
export function LazyIdleSignOut() {
  return (
    <Suspense fallback={null}>
      <IdleSignOut />
    </Suspense>
  );
}
