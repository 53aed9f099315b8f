import { UpcomingPage } from '@/features/system/pages/UpcomingPage';

/** Placeholder until the screen is built. */
export function ProviderSignupPage() {
  return <UpcomingPage title="ProviderSignupPage" description="Being built." />;
}
