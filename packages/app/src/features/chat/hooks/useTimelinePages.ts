import { useCallback, useEffect, useReducer, useRef, type Dispatch } from 'react';

import type { TMessageListResponse } from '@portal/contracts';

import { errorMessage } from '@/lib/http/errors';

import type { ChatCall } from '../api/chat-call';
import { askLatestPage, MAX_PAGE_SIZE, PAGE_SIZE } from '../api/latest-page';
import { fetchMessagesAfter } from '../api/messages-after';
import type { Timeline, TimelineAction } from '../utils/timeline';

export interface TimelinePagesOptions {
  channelId: string;
  call: ChatCall;
  timeline: Timeline;
  dispatch: Dispatch<TimelineAction>;
  /** A message to open at: older pages are loaded until it is held. */
  focusSeq: number | null;
  /** The latest page, already asked for: used for the first load only. */
  firstPage: Promise<TMessageListResponse> | null;
}

/**
 * A conversation's pages over HTTP: the latest page when it opens (or the one asked for ahead,
 * then what came after it), older pages on demand, and older pages in the server's largest steps
 * until a message to open at is held. A failure is kept in `loadError`.
 */
export function useTimelinePages({
  channelId,
  call,
  timeline,
  dispatch,
  focusSeq,
  firstPage,
}: TimelinePagesOptions) {
  const [loadError, setLoadError] = useReducer(
    (_: string | null, next: string | null) => next,
    null,
  );
  // The handlers read the newest state and callbacks without being made anew on every change.
  const latest = useRef({ timeline, call });
  useEffect(() => {
    latest.current = { timeline, call };
  });
  const isLoadingOlder = useRef(false);
  const aheadPage = useRef(firstPage);

  const loadLatest = useCallback(async () => {
    setLoadError(null);
    const ahead = aheadPage.current;
    aheadPage.current = null;
    try {
      const early = ahead && (await ahead.catch(() => null));
      const page = early ?? (await askLatestPage(latest.current.call, channelId));
      dispatch({ type: 'latest', page });
      // A page asked for before this conversation listened to the socket: what came in between
      // is fetched (the screen shows the page meanwhile).
      // (A failure here is caught up on the next reconnect.)
      if (early) {
        await fetchMessagesAfter(latest.current.call, channelId, early.lastSeq, (next) =>
          dispatch({ type: 'caught-up', page: next }),
        ).catch(() => undefined);
      }
    } catch (error) {
      setLoadError(errorMessage(error, 'The messages could not be loaded.'));
    }
  }, [channelId, dispatch]);

  useEffect(() => {
    dispatch({ type: 'reset' });
    void loadLatest();
  }, [dispatch, loadLatest]);

  const loadOlder = useCallback(
    async (limit = PAGE_SIZE) => {
      const first = latest.current.timeline.messages[0];
      if (!first || !latest.current.timeline.hasOlder || isLoadingOlder.current) return;
      isLoadingOlder.current = true;
      try {
        const page = await latest.current.call('listMessages', {
          params: { id: channelId },
          query: { before: String(first.seq), limit: String(limit) },
        });
        dispatch({ type: 'older', page });
      } catch (error) {
        setLoadError(errorMessage(error, 'The older messages could not be loaded.'));
      } finally {
        isLoadingOlder.current = false;
      }
    },
    [channelId, dispatch],
  );

  // Opening at a message: older pages, one after the other, until it is held (a failure stops
  // with the error shown, and Retry opens the conversation again).
  const firstSeq = timeline.messages[0]?.seq;
  useEffect(() => {
    if (focusSeq === null || !timeline.hasOlder || firstSeq === undefined) return;
    if (firstSeq > focusSeq) void loadOlder(MAX_PAGE_SIZE);
  }, [focusSeq, firstSeq, timeline.hasOlder, loadOlder]);

  return { loadError, loadLatest, loadOlder };
}
