import { useApi } from '@/lib/http/useApi';

/** The signed-in person's second factors: the app, recovery codes left, passkeys, required. */
export function useTwoFactorStatus() {
  return useApi('getTwoFactor', {}, { select: (answer) => answer.data });
}
