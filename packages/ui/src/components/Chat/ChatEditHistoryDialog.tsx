import { chakra, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { EmptyState } from '../EmptyState';
import { ErrorPanel } from '../ErrorPanel';
import { ListSkeleton } from '../ListSkeleton';
import { ModalFrame } from '../ModalFrame';

/** One earlier version of a message. */
export interface ChatMessageVersion {
  /** Its text, drawn as the message draws it (mentions as names, links, never HTML). */
  text: ReactNode;
  /** When it was written (or last changed), as an ISO time. */
  dateTime: string;
  /** The same in words, e.g. 'Mon 23 Nov, 09:30'. */
  timeLabel: string;
}

/** What the history shows: loading, a failure with a retry, or the earlier versions. */
export type ChatEditHistoryState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'ready'; versions: ChatMessageVersion[] };

export interface ChatEditHistoryDialogProps {
  /** Whether the dialog shows. */
  isOpen: boolean;
  /** Closes it (Close, Escape, a click outside). */
  onClose: () => void;
  /** The history's state. */
  state: ChatEditHistoryState;
  /** The dialog's title. */
  title?: string;
}

/**
 * "Edit history": a message's earlier versions, oldest first, each with its time, in the
 * project's modal frame (loaded when it first opens); a skeleton while they load, the error with
 * Retry, and "No earlier versions." when there are none.
 */
export function ChatEditHistoryDialog({
  isOpen,
  onClose,
  state,
  title = 'Edit history',
}: ChatEditHistoryDialogProps) {
  return (
    <ModalFrame isOpen={isOpen} onClose={onClose} title={title} size="md">
      {state.status === 'loading' && (
        <ListSkeleton
          loadingText="Loading the earlier versions…"
          rows={3}
          hasAvatar={false}
          lines={2}
          variant="outline"
        />
      )}
      {state.status === 'error' && (
        <ErrorPanel error={state.message} onRetry={state.onRetry} titleAs="h3" variant="inline" />
      )}
      {state.status === 'ready' &&
        (state.versions.length === 0 ? (
          <EmptyState title="No earlier versions." titleAs="p" />
        ) : (
          <chakra.ol
            listStyle="none"
            display="flex"
            flexDirection="column"
            gap="3"
            aria-label="Earlier versions, oldest first"
          >
            {state.versions.map((version, index) => (
              <chakra.li
                key={`${version.dateTime}-${index}`}
                borderWidth="1px"
                borderColor="border"
                borderRadius="l2"
                p="3"
              >
                <Text as="div" textStyle="xs" color="fg.muted" mb="1">
                  <time dateTime={version.dateTime}>{version.timeLabel}</time>
                </Text>
                <Text as="div" textStyle="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {version.text}
                </Text>
              </chakra.li>
            ))}
          </chakra.ol>
        ))}
    </ModalFrame>
  );
}
