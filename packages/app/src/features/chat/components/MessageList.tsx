import { Box, Button, chakra } from '@chakra-ui/react';
import { ArrowDown } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';

import type { TChatChannelDetail, TChatMessage } from '@portal/contracts';

import { ConfirmDialog } from '@portal/ui';

import { useMessageListScroll, type MessageFocus } from '../hooks/useMessageListScroll';
import { isMentioningMe, mentionCandidates, mentionLabeller } from '../utils/mentions';
import { namesOf } from '../utils/reply';
import { buildRows, OLDER_ROW, type ListRow } from '../utils/rows';
import { seenReceipt } from '../utils/seen-by';
import type { Timeline } from '../utils/timeline';
import type { MessageActionHandlers } from './message-actions';
import { MessageRow, type ConversationContext } from './MessageRow';

export type { MessageFocus };

export interface MessageListProps {
  channel: TChatChannelDetail;
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
  /** A message to open at, marked, a third of the way down the view, once it is held. */
  focus?: MessageFocus | null;
  /** Reply, react, pin, mark unread, history, jump: each offered when given. */
  actions?: MessageActionHandlers;
  /**
   * The reader scrolled the list themselves (a wheel, a finger, the keys that scroll): after
   * Mark as unread, reading starts again.
   */
  onReaderScroll?: () => void;
}

/** The keys that scroll a focused list. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/**
 * The conversation's messages: day separators, the unread line, one's own set apart, Edit and
 * Delete of one's own. Where the view goes (the latest message on opening and as messages arrive,
 * still while older pages are added above) is `useMessageListScroll`'s. Only the rows in view (and
 * a few around them) are in the page, so a channel of thousands of messages scrolls as lightly as
 * a short one.
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
  focus = null,
  actions,
  onReaderScroll,
}: MessageListProps) {
  const [toDelete, setToDelete] = useState<TChatMessage | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  // The same functions on every render, so that rows not changed are not drawn again.
  const startEdit = useCallback((message: TChatMessage) => setEditingId(message.id), []);
  const cancelEdit = useCallback(() => setEditingId(null), []);
  const saveEdit = useCallback(
    async (message: TChatMessage, text: string) => {
      await onEdit?.(message, text);
      setEditingId(null);
    },
    [onEdit],
  );
  const { messages, pending, hasOlder } = timeline;
  const rows = useMemo<ListRow[]>(() => {
    const conversation = buildRows(messages, pending, readSeqAtOpen, myId);
    return hasOlder ? [OLDER_ROW, ...conversation] : conversation;
  }, [messages, pending, readSeqAtOpen, myId, hasOlder]);

  const { scrollerRef, scrollerProps, virtualizer, showsJump, jumpToLatest, loadOlder } =
    useMessageListScroll({
      rows,
      firstSeq: messages[0]?.seq,
      hasOlder,
      onLoadOlder,
      onAtBottomChange,
      focus,
    });

  const receipt = seenReceipt(channel, messages, myId);
  // What every row shares, made again only when the members change (a row's memo holds).
  const { members, type, ownerId } = channel;
  const conversation = useMemo<ConversationContext>(
    () => ({
      members,
      nameOf: namesOf(members),
      editorNameOf: namesOf(members, 'all'),
      mentionLabel: mentionLabeller({ members }, myId),
      mentionCandidates: mentionCandidates({ type, ownerId, members }, myId),
    }),
    [members, type, ownerId, myId],
  );

  return (
    <Box position="relative" flex="1" minH="0" display="flex" flexDirection="column">
      <chakra.div
        ref={scrollerRef}
        {...scrollerProps}
        flex="1"
        minH="0"
        overflowY="auto"
        role="log"
        aria-label={`Messages with ${channel.name}`}
        tabIndex={0}
        focusVisibleRing="inside"
        {...(onReaderScroll && {
          onWheel: (event: React.WheelEvent<HTMLDivElement>) => {
            scrollerProps.onWheel();
            if (event.deltaY !== 0) onReaderScroll();
          },
          onTouchMove: onReaderScroll,
          onKeyDown: (event: React.KeyboardEvent<HTMLDivElement>) => {
            scrollerProps.onKeyDown();
            if (event.target === event.currentTarget && SCROLL_KEYS.has(event.key)) {
              onReaderScroll();
            }
          },
        })}
      >
        <Box position="relative" width="full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <Box
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                position="absolute"
                top="0"
                insetStart="0"
                width="full"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {row.kind === 'older' ? (
                  <Box textAlign="center" py="2">
                    <Button size="xs" variant="ghost" onClick={loadOlder}>
                      Load older messages
                    </Button>
                  </Box>
                ) : (
                  <MessageRow
                    row={row}
                    myId={myId}
                    conversation={conversation}
                    receipt={
                      row.kind === 'message' && row.message.seq === receipt?.seq ? receipt : null
                    }
                    isEditing={editingId === row.key}
                    isHighlighted={row.kind === 'message' && row.message.seq === focus?.seq}
                    isMentioningMe={row.kind === 'message' && isMentioningMe(row.message, myId)}
                    actions={actions}
                    onRetry={onRetry}
                    onDiscard={onDiscard}
                    onStartEdit={onEdit ? startEdit : undefined}
                    onCancelEdit={cancelEdit}
                    onSaveEdit={onEdit ? saveEdit : undefined}
                    onAskDelete={onDelete ? setToDelete : undefined}
                  />
                )}
              </Box>
            );
          })}
        </Box>
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
