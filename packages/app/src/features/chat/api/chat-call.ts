import type { TEndpointRequest, TEndpointResponse } from '@portal/contracts';
import type { TRouteName } from '@portal/contracts/routes';

import { callApi } from '@/lib/http/api';

/** The endpoints a conversation calls whoever shows it: a member or a guest. */
export type TimelineRouteName = Extract<
  TRouteName,
  'listMessages' | 'sendMessage' | 'markChannelRead' | 'setReaction'
>;

/**
 * One call of a conversation's endpoints, made the way its viewer calls the API: a member with
 * the account's session (`callMember`), a guest with its own token (the invite page).
 */
export type ChatCall = <N extends TimelineRouteName>(
  name: N,
  request: TEndpointRequest<N>,
) => Promise<TEndpointResponse<N>>;

/** A member's calls: the account's session, with its 401 handling. */
export const callMember: ChatCall = (name, request) => callApi(name, request);
