import { Box, Button, chakra } from '@chakra-ui/react';
import { ArrowDown, Pencil, Trash2 } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';

import {
  CHAT_MESSAGE_MAX_LENGTH,
  DELETED_MESSAGE_TEXT,
  type TChatChannel,
  type TChatMessage,
} from '@portal/contracts';

import {
  ChatDaySeparator,
  ChatMessage,
  ChatMessageEditor,
  ChatSystemMessage,
  ConfirmDialog,
  TooltipIconButton,
} from '@portal/ui';

import { messageTime } from '../utils/labels';
import { buildRows } from '../utils/rows';
import type { Timeline } from '../utils/timeline';

/** How close to the top (px) the next older page is asked for. */
const LOAD_OLDER_WITHIN = 160;
/** How close to the bottom (px) counts as reading the latest messages. */
const AT_BOTTOM_WITHIN = 48;

export interface MessageListProps {
  channel: TChatChannel;
  timeline: Timeline;
  myId: string | null;
  /** The read marker when the conversation was opened: 'New messages' goes after it. */
  readSeqAtOpen: number | null;
  onLoadOlder: () => Promise<void>;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** Deletes one's own message; without it no Delete action is offered (a guest's page). */
  onDelete?: (message: TChatMessage) => Promise<void>;
  /**
   * Saves a new text of one's own message; rejects with the reason it was refused. Without it no
   * Edit action is offered (a guest's page).
   */
  onEdit?: (message: TChatMessage, text: string) => Promise<void>;
  /** Whether the latest message is in view (to move the read marker). */
  onAtBottomChange?: (isAtBottom: boolean) => void;
}

/**
 * The conversation's messages: day separators, the unread line, one's own set apart. It opens at
 * the latest message, stays there as messages arrive, and keeps the view still while older pages
 * are added above.
 */
export function MessageList({
  channel,
  timeline,
  myId,
  readSeqAtOpen,
  onLoadOlder,
  onRetry,
  onDiscard,
  onDelete,
  onEdit,
  onAtBottomChange,
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const fromBottom = useRef<number | null>(null);
  const isAtBottom = useRef(true);
  const [showsJump, setShowsJump] = useState(false);
  const [toDelete, setToDelete] = useState<TChatMessage | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const { messages, pending } = timeline;
  const rows = useMemo(
    () => buildRows(messages, pending, readSeqAtOpen, myId),
    [messages, pending, readSeqAtOpen, myId],
  );
  const firstSeq = messages[0]?.seq;
  const lastKey = rows.at(-1)?.key;

  // Older messages were added above: keep the same distance from the bottom, so nothing moves.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || fromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [firstSeq]);

  // New messages at the end: follow them when the latest was in view (or one's own was sent).
  const lastIsMine = rows.at(-1)?.kind === 'pending';
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && (isAtBottom.current || lastIsMine)) element.scrollTop = element.scrollHeight;
  }, [lastKey, lastIsMine]);

  const loadOlder = () => {
    const element = scroller.current;
    if (!element || !timeline.hasOlder) return;
    fromBottom.current = element.scrollHeight - element.scrollTop;
    void onLoadOlder();
  };

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const atBottom =
      element.scrollHeight - element.scrollTop - element.clientHeight < AT_BOTTOM_WITHIN;
    if (atBottom !== isAtBottom.current) {
      isAtBottom.current = atBottom;
      setShowsJump(!atBottom);
      onAtBottomChange?.(atBottom);
    }
    if (element.scrollTop < LOAD_OLDER_WITHIN && timeline.hasOlder && fromBottom.current === null) {
      loadOlder();
    }
  };

  const jumpToLatest = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  };

  const myLastSeq = [...messages].reverse().find((message) => message.author?.id === myId)?.seq;
  const seenSeq = channel.type === 'direct' ? channel.peerLastReadSeq : null;

  return (
    <Box position="relative" flex="1" minH="0" display="flex" flexDirection="column">
      <chakra.div
        ref={scroller}
        onScroll={onScroll}
        flex="1"
        minH="0"
        overflowY="auto"
        py="2"
        role="log"
        aria-label={`Messages with ${channel.name}`}
        tabIndex={0}
        focusVisibleRing="inside"
      >
        {timeline.hasOlder && (
          <Box textAlign="center" py="2">
            <Button size="xs" variant="ghost" onClick={loadOlder}>
              Load older messages
            </Button>
          </Box>
        )}
        {rows.map((row) => {
          switch (row.kind) {
            case 'day':
              return <ChatDaySeparator key={row.key} label={row.label} />;
            case 'unread':
              return <ChatDaySeparator key={row.key} label="New messages" variant="unread" />;
            case 'pending':
              return (
                <ChatMessage
                  key={row.key}
                  author="You"
                  isOwn
                  text={row.pending.text}
                  dateTime={row.pending.createdAt}
                  timeLabel={messageTime(row.pending.createdAt)}
                  status={row.pending.status}
                  failureReason={row.pending.error ?? undefined}
                  onRetry={() => onRetry(row.pending.clientId)}
                  onDiscard={() => onDiscard(row.pending.clientId)}
                />
              );
            case 'message': {
              const { message } = row;
              if (message.kind === 'system' || !message.author) {
                return (
                  <ChatSystemMessage
                    key={row.key}
                    text={message.text}
                    dateTime={message.createdAt}
                    timeLabel={messageTime(message.createdAt)}
                  />
                );
              }
              const isOwn = message.author.id === myId;
              const canEdit = isOwn && !message.isDeleted && message.kind === 'text' && !!onEdit;
              const canDelete = isOwn && !message.isDeleted && !!onDelete;
              return (
                <ChatMessage
                  key={row.key}
                  author={message.author.name}
                  avatarSrc={message.author.profileImage}
                  isOwn={isOwn}
                  isContinued={row.isContinued}
                  text={message.text}
                  dateTime={message.createdAt}
                  timeLabel={messageTime(message.createdAt)}
                  isEdited={message.editedAt !== null}
                  isDeleted={message.isDeleted}
                  deletedLabel={DELETED_MESSAGE_TEXT}
                  receipt={
                    isOwn && message.seq === myLastSeq && seenSeq !== null && seenSeq >= message.seq
                      ? 'Seen'
                      : undefined
                  }
                  actions={
                    canEdit || canDelete ? (
                      <>
                        {canEdit && (
                          <TooltipIconButton
                            label="Edit message"
                            icon={<Pencil />}
                            size="2xs"
                            variant="ghost"
                            onClick={() => setEditingId(message.id)}
                          />
                        )}
                        {canDelete && (
                          <TooltipIconButton
                            label="Delete message"
                            icon={<Trash2 />}
                            size="2xs"
                            variant="ghost"
                            onClick={() => setToDelete(message)}
                          />
                        )}
                      </>
                    ) : undefined
                  }
                  editor={
                    onEdit && editingId === message.id ? (
                      <ChatMessageEditor
                        initialText={message.text}
                        maxLength={CHAT_MESSAGE_MAX_LENGTH}
                        onCancel={() => setEditingId(null)}
                        onSave={async (text) => {
                          await onEdit(message, text);
                          setEditingId(null);
                        }}
                      />
                    ) : undefined
                  }
                />
              );
            }
          }
        })}
      </chakra.div>
      {showsJump && (
        <Button
          position="absolute"
          bottom="3"
          insetEnd="4"
          size="xs"
          variant="outline"
          bg="bg"
          onClick={jumpToLatest}
        >
          <ArrowDown />
          Jump to latest
        </Button>
      )}
      {onDelete && (
        <ConfirmDialog
          isOpen={toDelete !== null}
          title="Delete message"
          message="Delete this message for everyone? It will read “This message was deleted”."
          confirmLabel="Delete"
          tone="danger"
          onCancel={() => setToDelete(null)}
          onConfirm={async () => {
            if (toDelete) await onDelete(toDelete);
            setToDelete(null);
          }}
        />
      )}
    </Box>
  );
}
