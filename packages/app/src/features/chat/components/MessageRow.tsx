import { memo } from 'react';

import type { TChatMember, TChatMessage } from '@portal/contracts';
import { CHAT_MESSAGE_MAX_LENGTH, DELETED_MESSAGE_TEXT } from '@portal/contracts/constants';

import {
  ChatDaySeparator,
  ChatMessage,
  ChatMessageActions,
  ChatMessageEditor,
  ChatReactionBar,
  ChatReplyQuote,
  ChatSystemMessage,
  tokensToMentions,
  type MentionCandidate,
} from '@portal/ui';

import { messageTime } from '../utils/labels';
import type { MentionLabel } from '../utils/mentions';
import { reactionChips } from '../utils/reactions';
import { quotedAuthor, type NameOf } from '../utils/reply';
import type { ChatRow } from '../utils/rows';
import type { SeenReceipt } from '../utils/seen-by';
import { MessageAttachment, PendingAttachment } from './MessageAttachment';
import type { MessageActionHandlers } from './message-actions';
import { MessageDocumentCard } from './MessageDocumentCard';
import { ReactionPicker } from './ReactionPicker';

/** What every row of one conversation shares (the same object while the channel is the same). */
export interface ConversationContext {
  members: readonly TChatMember[];
  /** A member's name by id, in the reader's form (@all as 'everyone'). */
  nameOf: NameOf;
  /** The same for the editor's box, whose @ list knows @all as 'all'. */
  editorNameOf: NameOf;
  /** How each mention reads for the reader. */
  mentionLabel: (id: string) => MentionLabel;
  /** Whom the editor's @ offers. */
  mentionCandidates: MentionCandidate[];
}

export interface MessageRowProps {
  row: ChatRow;
  myId: string | null;
  conversation: ConversationContext;
  /** The receipt under this message of one's own ("Seen", "Seen by 2"); null: none here. */
  receipt: SeenReceipt | null;
  /** Whether this message's editor is open. */
  isEditing: boolean;
  /** Whether this is the message a search result or a reply's quote opened the view at. */
  isHighlighted?: boolean;
  /** Whether the reader mentioned in it. */
  isMentioningMe?: boolean;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** Opens the editor of one's own message; without it no Edit action is offered. */
  onStartEdit?: (message: TChatMessage) => void;
  onCancelEdit: () => void;
  onSaveEdit?: (message: TChatMessage, text: string) => Promise<void>;
  /** Asks to delete one's own message; without it no Delete action is offered. */
  onAskDelete?: (message: TChatMessage) => void;
  /** Reply, react, pin, mark unread, history, jump (each offered when given). */
  actions?: MessageActionHandlers;
}

/**
 * One row of a conversation: a day or 'New messages' line, a message, or one's pending one.
 * Drawn again only when its own props change (the list re-renders as it scrolls).
 */
export const MessageRow = memo(function MessageRow({
  row,
  myId,
  conversation,
  receipt,
  isEditing,
  isHighlighted = false,
  isMentioningMe = false,
  onRetry,
  onDiscard,
  onStartEdit,
  onCancelEdit,
  onSaveEdit,
  onAskDelete,
  actions = NO_ACTIONS,
}: MessageRowProps) {
  switch (row.kind) {
    case 'day':
      return <ChatDaySeparator label={row.label} />;
    case 'unread':
      return <ChatDaySeparator label="New messages" variant="unread" />;
    case 'pending': {
      const { replyTo } = row.pending;
      return (
        <ChatMessage
          author="You"
          isOwn
          text={row.pending.text}
          // What the app sends is read as the chat's Markdown (the server's default).
          format="markdown"
          mentionLabel={conversation.mentionLabel}
          dateTime={row.pending.createdAt}
          timeLabel={messageTime(row.pending.createdAt)}
          status={row.pending.status}
          failureReason={row.pending.error ?? undefined}
          onRetry={() => onRetry(row.pending.clientId)}
          onDiscard={() => onDiscard(row.pending.clientId)}
          replyQuote={
            replyTo ? (
              <ChatReplyQuote
                author={replyTo.author}
                excerpt={replyTo.excerpt}
                state="shown"
                hasAttachment={replyTo.hasAttachment}
              />
            ) : undefined
          }
          attachment={<PendingAttachment pending={row.pending} />}
        />
      );
    }
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
      const isLive = !message.isDeleted;
      // Only one's own words and files change: the server keeps a document card as it is.
      const isText = message.kind === 'text';
      const canEdit = isOwn && isLive && isText && !!onStartEdit;
      const canDelete = isOwn && isLive && isText && !!onAskDelete;
      const { onReply, onReact, onTogglePin, onMarkUnread, onShowHistory, onJumpTo } = actions;
      // A document card says its title itself, in the bubble where the words would be.
      const card = message.kind === 'document' ? message.document : null;
      const chips = reactionChips(message, conversation.members, myId);
      const pick = onReact
        ? (emoji: string) => {
            const chip = chips.find((item) => item.emoji === emoji);
            if (!chip?.isMine) onReact(message, emoji, true);
          }
        : undefined;
      const quote = message.replyTo;
      const hasActions =
        isLive && (!!onReply || !!pick || !!onTogglePin || !!onMarkUnread || canEdit || canDelete);
      return (
        <ChatMessage
          author={message.author.name}
          avatarSrc={message.author.profileImage}
          isOwn={isOwn}
          isGuest={message.author.kind === 'guest'}
          isHighlighted={isHighlighted}
          isContinued={row.isContinued}
          text={card ? '' : message.text}
          format={message.format}
          mentionLabel={conversation.mentionLabel}
          isMentioningMe={isMentioningMe}
          dateTime={message.createdAt}
          timeLabel={messageTime(message.createdAt)}
          isEdited={message.editedAt !== null}
          onEditedClick={onShowHistory && isLive ? () => onShowHistory(message) : undefined}
          isDeleted={message.isDeleted}
          deletedLabel={DELETED_MESSAGE_TEXT}
          isPinned={message.pinnedAt !== null}
          replyQuote={
            quote ? (
              <ChatReplyQuote
                author={quote.author ? quotedAuthor(quote.author, myId) : null}
                excerpt={tokensToMentions(quote.excerpt, conversation.nameOf)}
                state={quote.state}
                hasAttachment={quote.hasAttachment}
                onJump={
                  onJumpTo && quote.state !== 'before-history'
                    ? () => onJumpTo(quote.seq)
                    : undefined
                }
              />
            ) : undefined
          }
          attachment={
            card ? <MessageDocumentCard card={card} /> : <MessageAttachment message={message} />
          }
          reactions={
            chips.length > 0 && onReact ? (
              <ChatReactionBar
                reactions={chips}
                onToggle={(emoji, reacted) => onReact(message, emoji, reacted)}
                addButton={pick ? <ReactionPicker size="2xs" onPick={pick} /> : undefined}
              />
            ) : undefined
          }
          receipt={isOwn && receipt ? receipt.text : undefined}
          receiptDetail={
            isOwn && receipt && receipt.names.length > 0
              ? `Seen by ${listInWords(receipt.names)}`
              : undefined
          }
          actions={
            hasActions ? (
              <ChatMessageActions
                onReply={onReply ? () => onReply(message) : undefined}
                reactionPicker={pick ? <ReactionPicker size="2xs" onPick={pick} /> : undefined}
                isPinned={message.pinnedAt !== null}
                onTogglePin={onTogglePin ? () => onTogglePin(message) : undefined}
                onMarkUnread={onMarkUnread && !isOwn ? () => onMarkUnread(message) : undefined}
                onEdit={canEdit ? () => onStartEdit?.(message) : undefined}
                onDelete={canDelete ? () => onAskDelete?.(message) : undefined}
              />
            ) : undefined
          }
          editor={
            onSaveEdit && isEditing ? (
              <ChatMessageEditor
                initialText={tokensToMentions(message.text, conversation.editorNameOf)}
                mentionCandidates={conversation.mentionCandidates}
                format={message.format}
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

const NO_ACTIONS: MessageActionHandlers = {};

/** "Ann Lee", "Ann Lee and Ben Kay", "Ann Lee, Ben Kay and Cy Dee". */
function listInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}
