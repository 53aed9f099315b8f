import { lazy, Suspense } from 'react';

const RecentSecurityActivity = lazy(async () => ({
  default: (await import('./RecentSecurityActivity')).RecentSecurityActivity,
}));

/**
 * Settings' "Recent security activity" (issue 32): its code loads after the page's first render
 * (the Settings page is at its size budget), its events when it first comes into view.
 */
export function LazyRecentSecurityActivity() {
  return (
    <Suspense fallback={null}>
      <RecentSecurityActivity />
    </Suspense>
  );
}
