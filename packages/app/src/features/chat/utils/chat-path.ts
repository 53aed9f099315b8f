import { paths } from '@/lib/routing/paths';

/** The query parameter of /chat that names the open conversation (the spec's route is /chat). */
export const CHANNEL_PARAM = 'channel';
/** The query parameter that opens the conversation at one message (its sequence number). */
export const MESSAGE_PARAM = 'message';

/** The chat page with a conversation open, at message `seq` when given. */
export const chatPath = (channelId: string, seq?: number) =>
  `${paths.chat}?${new URLSearchParams({
    [CHANNEL_PARAM]: channelId,
    ...(seq === undefined ? {} : { [MESSAGE_PARAM]: String(seq) }),
  }).toString()}`;

/** The message to open at, from the page's query ('?message=12'); null without a valid one. */
export function focusSeqOf(params: URLSearchParams): number | null {
  const value = params.get(MESSAGE_PARAM);
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  return Number(value);
}
