import type { TChatMember, TChatMessage } from '@portal/contracts';

import {
  ChatEditHistoryDialog,
  ChatFormattedText,
  tokensToMentions,
  type ChatEditHistoryState,
} from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';

import { useMessageVersions } from '../api/hooks';
import { dayLabel, messageTime } from '../utils/labels';
import { mentionLabeller } from '../utils/mentions';
import { namesOf } from '../utils/reply';

export interface MessageHistoryDialogProps {
  channelId: string;
  /** The edited message whose earlier versions are shown; null: closed. */
  message: TChatMessage | null;
  /** The conversation's members: mentions read with their names. */
  members: readonly TChatMember[];
  onClose: () => void;
}

/** When a version was written: "Today, 09:30". */
const writtenAt = (iso: string) => `${dayLabel(iso)}, ${messageTime(iso)}`;

/**
 * "(edited)" opened: the message's earlier texts, oldest first (loaded on opening; deleting a
 * message deletes its history), in the message's format, their mentions with the members' names.
 */
export function MessageHistoryDialog({
  channelId,
  message,
  members,
  onClose,
}: MessageHistoryDialogProps) {
  const { data: versions, error, mutate } = useMessageVersions(channelId, message?.id ?? null);
  const nameOf = namesOf(members);
  const mentionLabel = mentionLabeller({ members: [...members] }, null);
  const state: ChatEditHistoryState = error
    ? {
        status: 'error',
        message: errorMessage(error, 'The earlier versions could not be loaded.'),
        onRetry: () => void mutate(),
      }
    : versions
      ? {
          status: 'ready',
          versions: versions.map((version) => ({
            text:
              message?.format === 'markdown' ? (
                <ChatFormattedText text={version.text} mentionLabel={mentionLabel} />
              ) : (
                tokensToMentions(version.text, nameOf)
              ),
            dateTime: version.writtenAt,
            timeLabel: writtenAt(version.writtenAt),
          })),
        }
      : { status: 'loading' };
  return <ChatEditHistoryDialog isOpen={message !== null} onClose={onClose} state={state} />;
}
