import { UpcomingPage } from '@/features/system/pages/UpcomingPage';

/** Placeholder until the screen is built. */
export function LoginPage() {
  return <UpcomingPage title="LoginPage" description="Being built." />;
}
