import { useApi } from '@/lib/http/useApi';

/** Where the signed-in person is signed in: the sessions not ended, this device's marked. */
export function useSessions() {
  return useApi('listSessions', {}, { select: (answer) => answer.data });
}
