import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';

import type { TChatMessageResponse } from '@portal/contracts';
import { CHAT_ATTACHMENT_FIELD, CHAT_ATTACHMENT_TYPES } from '@portal/contracts/constants';
import { API_BASE, fillPath, ROUTES } from '@portal/contracts/routes';

import { downloadBytes, uploadTo } from '@/lib/files/transfer';
import { apiKey } from '@/lib/http/api-key';
import { useSessionExpired } from '@/lib/session/SessionExpiredContext';

/*
 * A message's file, both ways, over the documents' file transfers (XMLHttpRequest: the upload
 * reports its progress, the download is bytes), with the member's session. Guests have neither
 * route on the server: their page shows a file's name and size only.
 */

/** The `accept` list of the composer: the types the server takes (checked again on the bytes). */
export const ATTACHMENT_ACCEPT = CHAT_ATTACHMENT_TYPES.join(',');
/** The same types in words, for the composer's refusal of another type. */
export const ATTACHMENT_TYPES_IN_WORDS = 'a PDF or an image (PNG, JPEG, WebP or GIF)';

/** One message with its file and words, as the outbox sends it. */
export interface AttachmentSend {
  channelId: string;
  clientId: string;
  text: string;
  file: File;
  /** The message it replies to. */
  replyToId?: string | undefined;
  /** How much of the file has gone, from 0 to 1. */
  onProgress: (fraction: number) => void;
}

/** Sends a message with its file (`sendAttachment`); rejects as a text send does (ApiError). */
export type AttachmentUpload = (send: AttachmentSend) => Promise<TChatMessageResponse>;

/** Fetches a stored message's file (`downloadAttachment`). */
export type AttachmentDownload = (channelId: string, messageId: string) => Promise<Blob>;

/** The cache key of a message's file: one download whoever shows it (a thumbnail, a save). */
export const attachmentKey = (channelId: string, messageId: string) =>
  apiKey('downloadAttachment', { params: { id: channelId, messageId } });

/**
 * A member's upload: the multipart `sendAttachment` (clientId, the words if any, the file). The
 * stored message's file is put in the cache at once, so one's own picture is not downloaded back.
 */
export function useMemberAttachmentUpload(): AttachmentUpload {
  const onSessionExpired = useSessionExpired();
  const { mutate } = useSWRConfig();
  return useCallback(
    async ({ channelId, clientId, text, file, replyToId, onProgress }) => {
      const form = new FormData();
      form.set('clientId', clientId);
      if (text) form.set('text', text);
      if (replyToId) form.set('replyToId', replyToId);
      form.set(CHAT_ATTACHMENT_FIELD, file, file.name);
      const answer = await uploadTo('sendAttachment', form, {
        params: { id: channelId },
        onSessionExpired: () => onSessionExpired(),
        onProgress,
      });
      void mutate(attachmentKey(channelId, answer.data.id), file, { revalidate: false });
      return answer;
    },
    [mutate, onSessionExpired],
  );
}

/** A member's download of a message's file, with the account's token. */
export function useMemberAttachmentDownload(): AttachmentDownload {
  const onSessionExpired = useSessionExpired();
  return useCallback(
    (channelId, messageId) =>
      downloadBytes(
        `${API_BASE}${fillPath(ROUTES.downloadAttachment.path, { id: channelId, messageId })}`,
        { onSessionExpired: () => onSessionExpired() },
      ),
    [onSessionExpired],
  );
}

/**
 * A message's file in the data cache (null: not wanted, or nothing to fetch it with): fetched
 * once, never again on focus or reconnect (a stored file never changes).
 */
export function useAttachmentBlob(
  download: AttachmentDownload | null,
  channelId: string,
  messageId: string | null,
) {
  return useSWR(
    download && messageId ? attachmentKey(channelId, messageId) : null,
    () => (download && messageId ? download(channelId, messageId) : Promise.resolve(null)),
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );
}
