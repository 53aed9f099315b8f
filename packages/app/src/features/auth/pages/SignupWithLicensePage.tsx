import { UpcomingPage } from '@/features/system/pages/UpcomingPage';

/** Placeholder until the screen is built. */
export function SignupWithLicensePage() {
  return <UpcomingPage title="SignupWithLicensePage" description="Being built." />;
}
