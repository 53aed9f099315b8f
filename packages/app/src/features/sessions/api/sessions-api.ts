import { callApi } from '@/lib/http/api';

/** The sessions endpoints (issue 32), by their names in the endpoint table. */
export const sessionsApi = {
  heartbeat: () => callApi('sessionHeartbeat'),
  endSession: (id: string) => callApi('endSession', { params: { id } }),
  endOthers: () => callApi('endOtherSessions'),
  endUserSessions: (userId: string) => callApi('endUserSessions', { params: { id: userId } }),
};
