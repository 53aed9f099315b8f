import { Box, Button, chakra } from '@chakra-ui/react';
import { useVirtualizer, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import { ArrowDown } from 'lucide-react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

import type { TChatChannel, TChatMessage } from '@portal/contracts';

import { ConfirmDialog } from '@portal/ui';

import { buildRows, type ChatRow } from '../utils/rows';
import type { Timeline } from '../utils/timeline';
import { MessageRow } from './MessageRow';

/** How close to the top (px) the next older page is asked for. */
const LOAD_OLDER_WITHIN = 160;
/** How close to the bottom (px) counts as reading the latest messages. */
const AT_BOTTOM_WITHIN = 48;
/** Rows drawn beyond each edge of the view, so that a fast scroll rarely shows a blank. */
const OVERSCAN = 8;
/** How long the view may be held while rows are measured (ms). */
const HOLD_MS = 3000;
/** Space above the first row and below the last (px). */
const LIST_PADDING = 8;

/** What the list draws: the conversation's rows, after a 'Load older messages' row when any. */
type ListRow = ChatRow | { kind: 'older'; key: string };
const OLDER_ROW: ListRow = { kind: 'older', key: 'older' };

/** A first guess at each row's height (px), until it is drawn and measured. */
const ESTIMATED_HEIGHT: Record<ListRow['kind'], number> = {
  older: 44,
  day: 40,
  unread: 40,
  message: 64,
  pending: 64,
};

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
  /** A message to open at, marked, a third of the way down the view, once it is held. */
  focus?: MessageFocus | null;
}

/** The message to show (its sequence number), and the navigation that asked (`location.key`). */
export interface MessageFocus {
  seq: number;
  key: string;
}

/** A message in view, how far below the top of the view it is (px), and the rows' count then. */
interface Anchor {
  key: VirtualItem['key'];
  offset: number;
  count: number;
}

/**
 * The first message in view, from the virtualiser's layout (the page may not be drawn there yet).
 * Separators are no anchor: a day's line moves up when that day's earlier messages arrive.
 */
function topMessageOf(virtualizer: Virtualizer<HTMLDivElement, Element>, rows: ListRow[]) {
  const scrollTop = virtualizer.scrollOffset ?? 0;
  virtualizer.getVirtualItems(); // brings the layout up to date
  const first = virtualizer.getVirtualItemForOffset(scrollTop)?.index ?? 0;
  for (let index = first; index < rows.length; index++) {
    const item = virtualizer.measurementsCache[index];
    if (item && rows[index]?.kind === 'message' && item.end > scrollTop) {
      return { key: item.key, offset: item.start - scrollTop, count: rows.length };
    }
  }
  return null;
}

/**
 * Where the view is held while rows are drawn and measured (the virtualiser keeps still only what
 * is above the view, and nothing while its own scroll is on its way): at the end, or with row
 * `index` `offset` px below the top of the view.
 */
type Hold = { kind: 'end' } | { kind: 'row'; index: number; offset: number };

/** Scrolls back to where `hold` says, if the view is not there. */
function keepHeld(virtualizer: Virtualizer<HTMLDivElement, Element>, hold: Hold) {
  if (hold.kind === 'end') {
    // From the layout the virtualiser holds: reading the page's would lay it out on every call.
    const end = virtualizer.getTotalSize() - (virtualizer.scrollRect?.height ?? 0);
    if (Math.abs((virtualizer.scrollOffset ?? 0) - Math.max(0, end)) >= 1) {
      virtualizer.scrollToEnd();
    }
    return;
  }
  virtualizer.getVirtualItems(); // brings the layout up to date
  const start = virtualizer.measurementsCache[hold.index]?.start;
  const scrollTop = virtualizer.scrollOffset;
  if (start === undefined || scrollTop === null) return;
  if (Math.abs(start - hold.offset - scrollTop) >= 1) {
    virtualizer.scrollToOffset(start - hold.offset);
  }
}

/**
 * A row's height from the resize observer, which reads them all after one layout. A row just put
 * in the page keeps its last height (or the estimate) until then: reading `offsetHeight` there
 * would lay the page out once per row as they are drawn.
 */
function measureRow(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const index = virtualizer.indexFromElement(element);
  const known = virtualizer.itemSizeCache.get(virtualizer.options.getItemKey(index));
  return known ?? virtualizer.options.estimateSize(index);
}

/**
 * The conversation's messages: day separators, the unread line, one's own set apart. It opens at
 * the latest message, stays there as messages arrive, and keeps the view still while older pages
 * are added above. Only the rows in view (and a few around them) are in the page, so a channel of
 * thousands of messages scrolls as lightly as a short one.
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
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const isLoadingOlder = useRef(false);
  /** While an older page is on its way: the message at the top of the view, to keep it still. */
  const olderAnchor = useRef<Anchor | null>(null);
  /**
   * Where the view stays while the rows just drawn are measured, until the reader scrolls or
   * HOLD_MS have passed (a scroll with no gesture on the list, such as find in page or a screen
   * reader's, is never pulled back for long): the end when the conversation opens, when one sends,
   * and on 'Jump to latest'; the message that was at the top when older rows came in.
   */
  const held = useRef<{ hold: Hold; until: number } | null>(null);
  const release = () => {
    held.current = null;
  };
  const holdAt = (hold: Hold) => {
    held.current = { hold, until: performance.now() + HOLD_MS };
    keepHeld(virtualizer, hold);
  };
  const isAtBottom = useRef(true);
  const [showsJump, setShowsJump] = useState(false);
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

  // The virtualiser is read imperatively (layout, scroll), which React Compiler leaves alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => ESTIMATED_HEIGHT[rows[index]?.kind ?? 'message'],
    // Measured heights follow the row, not its place, as older pages are added above.
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: OVERSCAN,
    measureElement: measureRow,
    paddingStart: LIST_PADDING,
    paddingEnd: LIST_PADDING,
    // A chat's contract: rows added below are followed only by someone reading the latest, and
    // so is a row that grows once measured. (Older pages added above: see `olderAnchor`.)
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: AT_BOTTOM_WITHIN,
    // On every scroll and measurement: while an older page is on its way, note the message at
    // the top of the view (until the page's rows are in); keep the view where it is held.
    onChange: (instance) => {
      if (olderAnchor.current?.count === rows.length) {
        olderAnchor.current = topMessageOf(instance, rows) ?? olderAnchor.current;
      }
      if (held.current && performance.now() > held.current.until) release();
      if (held.current) keepHeld(instance, held.current.hold);
    },
  });
  const lastKey = rows.at(-1)?.key;
  const lastIsMine = rows.at(-1)?.kind === 'pending';

  // It opens at the latest message.
  useLayoutEffect(() => {
    holdAt({ kind: 'end' });
    // Once, when the list is first drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // One's own message was just sent: show it, wherever one was reading.
  useLayoutEffect(() => {
    if (lastIsMine) holdAt({ kind: 'end' });
    // `holdAt` is the same work each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastKey, lastIsMine]);

  // Older messages were added above: hold the message that was at the top of the view where it
  // was. (The virtualiser's own anchor is the row at the top, which may be a separator that
  // moves.)
  const firstSeq = messages[0]?.seq;
  useLayoutEffect(() => {
    const anchor = olderAnchor.current;
    olderAnchor.current = null;
    if (!anchor) return;
    const index = rows.findIndex((row) => row.key === anchor.key);
    if (index < 0) return;
    holdAt({ kind: 'row', index, offset: anchor.offset });
    // Only a new first message moves the view; `rows` is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [virtualizer, firstSeq]);

  // A search result opened the conversation at a message: once its row is there (older pages may
  // come first), show it, and again when the same result is chosen again.
  const focusIndex = focus
    ? rows.findIndex((row) => row.kind === 'message' && row.message.seq === focus.seq)
    : -1;
  const focusedKey = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!focus || focusIndex < 0 || focusedKey.current === focus.key) return;
    focusedKey.current = focus.key;
    const height = virtualizer.scrollRect?.height ?? scroller.current?.clientHeight ?? 0;
    holdAt({ kind: 'row', index: focusIndex, offset: Math.round(height / 3) });
    // `holdAt` is the same work each render; rows are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus, focusIndex]);

  const loadOlder = () => {
    const element = scroller.current;
    if (!element || !hasOlder || isLoadingOlder.current) return;
    isLoadingOlder.current = true;
    olderAnchor.current = topMessageOf(virtualizer, rows);
    void onLoadOlder().finally(() => {
      isLoadingOlder.current = false;
    });
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
    if (element.scrollTop < LOAD_OLDER_WITHIN) loadOlder();
  };

  const jumpToLatest = () => holdAt({ kind: 'end' });

  const myLastSeq = messages.findLast((message) => message.author?.id === myId)?.seq;
  const peerReadSeq = channel.type === 'direct' ? channel.peerLastReadSeq : null;
  const seenSeq =
    myLastSeq !== undefined && peerReadSeq !== null && peerReadSeq >= myLastSeq ? myLastSeq : null;

  return (
    <Box position="relative" flex="1" minH="0" display="flex" flexDirection="column">
      <chakra.div
        ref={scroller}
        onScroll={onScroll}
        onWheel={release}
        onTouchStart={release}
        onPointerDown={release}
        onKeyDown={release}
        flex="1"
        minH="0"
        overflowY="auto"
        role="log"
        aria-label={`Messages with ${channel.name}`}
        tabIndex={0}
        focusVisibleRing="inside"
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
                    seenSeq={seenSeq}
                    isEditing={editingId === row.key}
                    isHighlighted={row.kind === 'message' && row.message.seq === focus?.seq}
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
