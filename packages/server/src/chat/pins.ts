import type { TChatMessage } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Caller, GuestCaller } from '../lib/caller.ts';
import { HttpError } from '../lib/http-error.ts';

// SCAFFOLD (lead): replaced by the helper that builds pins.
export async function pinMessage(
  _ctx: AppContext,
  _caller: Caller,
  _channelId: string,
  _messageId: string,
  _pinned: boolean,
): Promise<TChatMessage> {
  throw new HttpError(501, 'Not built yet.');
}

export async function listPinnedMessages(
  _ctx: AppContext,
  _caller: Caller | GuestCaller,
  _channelId: string,
): Promise<TChatMessage[]> {
  throw new HttpError(501, 'Not built yet.');
}
