import { lazy, Suspense } from 'react';

const SessionsSection = lazy(async () => ({
  default: (await import('./SessionsSection')).SessionsSection,
}));

/** Settings' "Where you're signed in", whose code loads with its first showing (issue 32). */
export function LazySessionsSection() {
  return (
    <Suspense fallback={null}>
      <SessionsSection />
    </Suspense>
  );
}
