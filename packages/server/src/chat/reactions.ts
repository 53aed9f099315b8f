import type { TChatMessage, TSetReactionRequest } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Caller, GuestCaller } from '../lib/caller.ts';
import { HttpError } from '../lib/http-error.ts';

// SCAFFOLD (lead): replaced by the helper that builds reactions.
export async function setReaction(
  _ctx: AppContext,
  _caller: Caller | GuestCaller,
  _channelId: string,
  _messageId: string,
  _body: TSetReactionRequest,
): Promise<TChatMessage> {
  throw new HttpError(501, 'Not built yet.');
}
