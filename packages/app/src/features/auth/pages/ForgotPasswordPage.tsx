import { UpcomingPage } from '@/features/system/pages/UpcomingPage';

/** Placeholder until the screen is built. */
export function ForgotPasswordPage() {
  return <UpcomingPage title="ForgotPasswordPage" description="Being built." />;
}
