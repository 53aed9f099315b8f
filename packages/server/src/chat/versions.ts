import type { TMessageVersionsResponse } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Caller, GuestCaller } from '../lib/caller.ts';
import { HttpError } from '../lib/http-error.ts';

// SCAFFOLD (lead): replaced by the helper that builds edit history.
export async function listMessageVersions(
  _ctx: AppContext,
  _caller: Caller | GuestCaller,
  _channelId: string,
  _messageId: string,
): Promise<TMessageVersionsResponse['data']> {
  throw new HttpError(501, 'Not built yet.');
}
