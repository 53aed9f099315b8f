import { createContext, useContext, useState } from 'react';

import type { TChatMessage } from '@portal/contracts';

import { ChatAttachmentCard } from '@portal/ui';

import { saveFile } from '@/lib/files/save-file';
import { notifyFailure } from '@/lib/http/notify-failure';

import { useAttachmentBlob, type AttachmentDownload } from '../api/attachments';
import { useObjectUrl } from '../utils/object-url';
import type { PendingMessage } from '../utils/timeline';

const DOWNLOAD_FAILURE = 'The file could not be downloaded. Please try again.';

/**
 * How the viewer fetches a message's file: a member's conversation provides the member's
 * download; without one (a guest's page, which has no such route) files show their name only.
 */
const AttachmentDownloadContext = createContext<AttachmentDownload | null>(null);

/** Lets the messages below download their files this way. */
export const ProvideAttachmentDownload = AttachmentDownloadContext.Provider;

export interface MessageAttachmentProps {
  message: TChatMessage;
}

/**
 * A stored message's file as a card (nothing without one): images show their picture, fetched
 * with the viewer's session; Download saves the file under its name.
 */
export function MessageAttachment({ message }: MessageAttachmentProps) {
  const download = useContext(AttachmentDownloadContext);
  const { attachment } = message;
  const isImage = attachment?.type.startsWith('image/') ?? false;
  const picture = useAttachmentBlob(
    download,
    message.channelId,
    attachment && isImage ? message.id : null,
  );
  const src = useObjectUrl(picture.data);
  const [isDownloading, setDownloading] = useState(false);
  if (!attachment) return null;

  const save = async () => {
    if (!download) return;
    setDownloading(true);
    try {
      saveFile(picture.data ?? (await download(message.channelId, message.id)), attachment.name);
    } catch (error) {
      notifyFailure(error, DOWNLOAD_FAILURE);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <ChatAttachmentCard
      name={attachment.name}
      size={attachment.size}
      type={attachment.type}
      // A picture that could not be fetched leaves the icon; the download can still be tried.
      thumbnailSrc={download && isImage && !picture.error ? src : undefined}
      onDownload={download ? () => void save() : undefined}
      isDownloading={isDownloading}
    />
  );
}

export interface PendingAttachmentProps {
  pending: PendingMessage;
}

/** One's own file on its way (from memory): its picture, and how much has been sent. */
export function PendingAttachment({ pending }: PendingAttachmentProps) {
  const { file } = pending;
  const isImage = file?.type.startsWith('image/') ?? false;
  const src = useObjectUrl(isImage ? file : null);
  if (!file) return null;
  return (
    <ChatAttachmentCard
      name={file.name}
      size={file.size}
      type={file.type}
      thumbnailSrc={isImage ? src : undefined}
      progress={pending.status === 'sending' ? (pending.progress ?? 0) : null}
    />
  );
}
