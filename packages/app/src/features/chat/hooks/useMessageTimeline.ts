import { useCallback, useReducer } from 'react';

import type { TChatMessage, TMessageListResponse } from '@portal/contracts';

import type { AttachmentUpload } from '../api/attachments';
import type { ChatCall } from '../api/chat-call';
import { emptyTimeline, timelineReducer } from '../utils/timeline';
import { useLiveMessages } from './useLiveMessages';
import { useOutbox } from './useOutbox';
import { useTimelinePages } from './useTimelinePages';

export interface MessageTimelineOptions {
  channelId: string;
  /** How the viewer calls the API: a member's session, or a guest's token. */
  call: ChatCall;
  /** One's own message was stored (the member's channel list shows it as the latest). */
  onStored?: (message: TChatMessage) => void;
  /** Sends a message with a file; without it (a guest) a file is not sent. */
  upload?: AttachmentUpload;
  /** A message to open at (a search result): older pages are loaded until it is held. */
  focusSeq?: number | null;
  /**
   * The latest page, already asked for while the channel's details came (one round trip to open
   * instead of two); used for the first load only, and asked again if it failed.
   */
  firstPage?: Promise<TMessageListResponse> | null;
}

/**
 * One conversation's messages, for a member or a guest alike: one timeline (`utils/timeline.ts`)
 * that three sources feed, each by its own hook: the pages over HTTP (`useTimelinePages`: the
 * latest on opening, older ones on demand), the socket of `useSocket` (`useLiveMessages`: live
 * messages, edits and deletions, the catch-up after a reconnect) and one's sends (`useOutbox`:
 * optimistic, with a `clientId`, so that a retry is never stored twice).
 */
export function useMessageTimeline({
  channelId,
  call,
  onStored,
  upload,
  focusSeq = null,
  firstPage = null,
}: MessageTimelineOptions) {
  const [timeline, dispatch] = useReducer(timelineReducer, emptyTimeline);
  const { loadError, loadLatest, loadOlder } = useTimelinePages({
    channelId,
    call,
    timeline,
    dispatch,
    focusSeq,
    firstPage,
  });
  useLiveMessages({ channelId, call, timeline, dispatch, loadLatest });
  const outbox = useOutbox({
    channelId,
    call,
    pending: timeline.pending,
    dispatch,
    onStored,
    upload,
  });

  /** Shows the server's new version of a message (after an edit or a deletion of one's own). */
  const showChanged = useCallback(
    (message: TChatMessage) => dispatch({ type: 'changed', message }),
    [],
  );

  return {
    timeline,
    loadError,
    reload: loadLatest,
    loadOlder,
    ...outbox,
    showChanged,
    /** The timeline's own changes (a reaction shown before the server answers). */
    dispatch,
  };
}
