import { lazy, Suspense } from 'react';

const TwoFactorSection = lazy(async () => ({
  default: (await import('./TwoFactorSection')).TwoFactorSection,
}));

/** Settings' "Two-step sign-in", whose code loads with its first showing (issue 33). */
export function LazyTwoFactorSection() {
  return (
    <Suspense fallback={null}>
      <TwoFactorSection />
    </Suspense>
  );
}
