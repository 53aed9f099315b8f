import type {
  TCreatePacketRequest,
  TPacketResponse,
  TUpdatePacketRequest,
} from '@portal/contracts';

import { callApi } from '@/lib/http/api';
import { useApi } from '@/lib/http/useApi';

/** The provider's intake packets. */
export function usePackets(isWanted = true) {
  return useApi(isWanted ? 'listPackets' : null, {}, { select: (answer) => answer.data });
}

/** The packet endpoints (docs/api.md, "Documents"). */
export const packetsApi = {
  create: (body: TCreatePacketRequest): Promise<TPacketResponse> =>
    callApi('createPacket', { body }),
  update: (id: string, body: TUpdatePacketRequest): Promise<TPacketResponse> =>
    callApi('updatePacket', { params: { id }, body }),
  remove: (id: string) => callApi('deletePacket', { params: { id } }),
};
