import { UpcomingPage } from '@/features/system/pages/UpcomingPage';

/** Placeholder until the screen is built. */
export function ClientSignupPage() {
  return <UpcomingPage title="ClientSignupPage" description="Being built." />;
}
