import { paths } from '@/lib/routing/paths';

/** The query parameter of /chat that names the open conversation (the spec's route is /chat). */
export const CHANNEL_PARAM = 'channel';

/** The chat page with a conversation open. */
export const chatPath = (channelId: string) =>
  `${paths.chat}?${new URLSearchParams({ [CHANNEL_PARAM]: channelId }).toString()}`;
