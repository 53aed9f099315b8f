import { useVirtualizer, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

import type { ListRow } from '../utils/rows';

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

/** A first guess at each row's height (px), until it is drawn and measured. */
const ESTIMATED_HEIGHT: Record<ListRow['kind'], number> = {
  older: 44,
  day: 40,
  unread: 40,
  message: 64,
  pending: 64,
};

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

type ListVirtualizer = Virtualizer<HTMLDivElement, Element>;

/**
 * The first message in view, from the virtualiser's layout (the page may not be drawn there yet).
 * Separators are no anchor: a day's line moves up when that day's earlier messages arrive.
 */
function topMessageOf(virtualizer: ListVirtualizer, rows: ListRow[]) {
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

const END: Hold = { kind: 'end' };

/** Scrolls back to where `hold` says, if the view is not there. */
function keepHeld(virtualizer: ListVirtualizer, hold: Hold) {
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
  virtualizer: ListVirtualizer,
): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const index = virtualizer.indexFromElement(element);
  const known = virtualizer.itemSizeCache.get(virtualizer.options.getItemKey(index));
  return known ?? virtualizer.options.estimateSize(index);
}

export interface MessageListScrollOptions {
  /** What the list draws, in order. */
  rows: ListRow[];
  /** The first message held: a new one means older messages were added above. */
  firstSeq: number | undefined;
  /** Whether older messages lie before the first one held. */
  hasOlder: boolean;
  onLoadOlder: () => Promise<void>;
  /** Whether the latest message is in view (to move the read marker). */
  onAtBottomChange?: ((isAtBottom: boolean) => void) | undefined;
  /** A message to open at, a third of the way down the view, once its row is there. */
  focus: MessageFocus | null;
}

/**
 * Where a conversation's list is scrolled: the virtualiser that lays out its rows, and the
 * policy. It opens at the latest message, stays there as messages arrive (for someone reading
 * the latest) and when one sends, keeps the message at the top still while older pages are added
 * above, asks for the next older page near the top, opens at a found message, and offers 'Jump
 * to latest' away from the end. The list renders what `virtualizer` lays out inside `scrollerRef`
 * with `scrollerProps`.
 */
export function useMessageListScroll({
  rows,
  firstSeq,
  hasOlder,
  onLoadOlder,
  onAtBottomChange,
  focus,
}: MessageListScrollOptions) {
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
  /**
   * Whether the view follows the latest message: from opening, sending, 'Jump to latest' or the
   * reader scrolling down to the end, until the reader scrolls up away from it. Only the reader
   * stops it: a scroll that lands short of the end because the list grew meanwhile (a burst of
   * messages, rows measured taller than guessed) is the list's own, and the view goes on to the
   * end.
   */
  const isFollowing = useRef(true);
  /** The last scroll seen: its offset and its distance from the end (px). */
  const lastScroll = useRef({ top: 0, fromEnd: 0 });
  const release = () => {
    held.current = null;
  };
  const holdAt = (hold: Hold) => {
    held.current = { hold, until: performance.now() + HOLD_MS };
    isFollowing.current = hold.kind === 'end';
    keepHeld(virtualizer, hold);
  };
  const isAtBottom = useRef(true);
  const [showsJump, setShowsJump] = useState(false);

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
      else if (isFollowing.current) keepHeld(instance, END);
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

  // One's own message was just sent: show it, wherever one was reading. Someone else's, while the
  // view follows: show it too (the virtualiser follows only from within a few pixels of the end,
  // which a burst outruns).
  useLayoutEffect(() => {
    if (lastIsMine) holdAt({ kind: 'end' });
    else if (isFollowing.current && !held.current) keepHeld(virtualizer, END);
    // `holdAt` is the same work each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastKey, lastIsMine]);

  // Older messages were added above: hold the message that was at the top of the view where it
  // was. (The virtualiser's own anchor is the row at the top, which may be a separator that
  // moves.)
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
    const top = element.scrollTop;
    const fromEnd = element.scrollHeight - top - element.clientHeight;
    const previous = lastScroll.current;
    lastScroll.current = { top, fromEnd };
    if (fromEnd < AT_BOTTOM_WITHIN) isFollowing.current = true;
    // Up, and further from the end: the reader (a wheel, a finger, the scroll bar, the keys, find
    // in page). The list's own moves go down, or up with the rows above (a row measured shorter
    // than guessed, a clamp when the list got shorter), the distance from the end kept.
    else if (top < previous.top - 1 && fromEnd > previous.fromEnd + 1) isFollowing.current = false;
    const atBottom = isFollowing.current;
    if (atBottom !== isAtBottom.current) {
      isAtBottom.current = atBottom;
      setShowsJump(!atBottom);
      onAtBottomChange?.(atBottom);
    }
    if (element.scrollTop < LOAD_OLDER_WITHIN) loadOlder();
  };

  const jumpToLatest = () => holdAt({ kind: 'end' });

  return {
    /** The scrolling element. */
    scrollerRef: scroller,
    /** Its scroll, and the reader's gestures, which let go of a held view. */
    scrollerProps: {
      onScroll,
      onWheel: release,
      onTouchStart: release,
      onPointerDown: release,
      onKeyDown: release,
    },
    /** Lays out the rows: the ones to draw, where, and their measuring. */
    virtualizer,
    /** Whether the view is away from the latest message ('Jump to latest' is offered). */
    showsJump,
    jumpToLatest,
    /** Asks for the next older page, keeping the message at the top where it is. */
    loadOlder,
  };
}
