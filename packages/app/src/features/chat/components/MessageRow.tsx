import { Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';

import type { TChatMessage } from '@portal/contracts';
import { CHAT_MESSAGE_MAX_LENGTH, DELETED_MESSAGE_TEXT } from '@portal/contracts/constants';

import {
  ChatDaySeparator,
  ChatMessage,
  ChatMessageEditor,
  ChatSystemMessage,
  TooltipIconButton,
} from '@portal/ui';

import { messageTime } from '../utils/labels';
import type { ChatRow } from '../utils/rows';
import { MessageAttachment, PendingAttachment } from './MessageAttachment';
import { MessageDocumentCard } from './MessageDocumentCard';

export interface MessageRowProps {
  row: ChatRow;
  myId: string | null;
  /** 'Seen' goes under one's own message with this sequence number (null: nowhere). */
  seenSeq: number | null;
  /** Whether this message's editor is open. */
  isEditing: boolean;
  /** Whether this is the message a search result opened the conversation at. */
  isHighlighted?: boolean;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** Opens the editor of one's own message; without it no Edit action is offered. */
  onStartEdit?: (message: TChatMessage) => void;
  onCancelEdit: () => void;
  onSaveEdit?: (message: TChatMessage, text: string) => Promise<void>;
  /** Asks to delete one's own message; without it no Delete action is offered. */
  onAskDelete?: (message: TChatMessage) => void;
}

/** One row of a conversation: a day or 'New messages' line, a message, or one's pending one. */
/** Drawn again only when its own props change (the list re-renders as it scrolls). */
export const MessageRow = memo(function MessageRow({
  row,
  myId,
  seenSeq,
  isEditing,
  isHighlighted = false,
  onRetry,
  onDiscard,
  onStartEdit,
  onCancelEdit,
  onSaveEdit,
  onAskDelete,
}: MessageRowProps) {
  switch (row.kind) {
    case 'day':
      return <ChatDaySeparator label={row.label} />;
    case 'unread':
      return <ChatDaySeparator label="New messages" variant="unread" />;
    case 'pending':
      return (
        <ChatMessage
          author="You"
          isOwn
          text={row.pending.text}
          dateTime={row.pending.createdAt}
          timeLabel={messageTime(row.pending.createdAt)}
          status={row.pending.status}
          failureReason={row.pending.error ?? undefined}
          onRetry={() => onRetry(row.pending.clientId)}
          onDiscard={() => onDiscard(row.pending.clientId)}
          attachment={<PendingAttachment pending={row.pending} />}
        />
      );
    case 'message': {
      const { message } = row;
      if (message.kind === 'system' || !message.author) {
        return (
          <ChatSystemMessage
            text={message.text}
            dateTime={message.createdAt}
            timeLabel={messageTime(message.createdAt)}
          />
        );
      }
      const isOwn = message.author.id === myId;
      // Only one's own words and files change: the server keeps a document card as it is.
      const isText = message.kind === 'text';
      const canEdit = isOwn && !message.isDeleted && isText && !!onStartEdit;
      const canDelete = isOwn && !message.isDeleted && isText && !!onAskDelete;
      // A document card says its title itself, in the bubble where the words would be.
      const card = message.kind === 'document' ? message.document : null;
      return (
        <ChatMessage
          author={message.author.name}
          avatarSrc={message.author.profileImage}
          isOwn={isOwn}
          isHighlighted={isHighlighted}
          isContinued={row.isContinued}
          text={card ? '' : message.text}
          dateTime={message.createdAt}
          timeLabel={messageTime(message.createdAt)}
          isEdited={message.editedAt !== null}
          isDeleted={message.isDeleted}
          deletedLabel={DELETED_MESSAGE_TEXT}
          attachment={
            card ? <MessageDocumentCard card={card} /> : <MessageAttachment message={message} />
          }
          receipt={isOwn && seenSeq === message.seq ? 'Seen' : undefined}
          actions={
            canEdit || canDelete ? (
              <>
                {canEdit && (
                  <TooltipIconButton
                    label="Edit message"
                    icon={<Pencil />}
                    size="2xs"
                    variant="ghost"
                    onClick={() => onStartEdit?.(message)}
                  />
                )}
                {canDelete && (
                  <TooltipIconButton
                    label="Delete message"
                    icon={<Trash2 />}
                    size="2xs"
                    variant="ghost"
                    onClick={() => onAskDelete?.(message)}
                  />
                )}
              </>
            ) : undefined
          }
          editor={
            onSaveEdit && isEditing ? (
              <ChatMessageEditor
                initialText={message.text}
                maxLength={CHAT_MESSAGE_MAX_LENGTH}
                onCancel={onCancelEdit}
                onSave={(text) => onSaveEdit(message, text)}
              />
            ) : undefined
          }
        />
      );
    }
  }
});
