import { UpcomingPage } from '@/features/system/pages/UpcomingPage';

/** Placeholder until the screen is built. */
export function ResetPasswordPage() {
  return <UpcomingPage title="ResetPasswordPage" description="Being built." />;
}
