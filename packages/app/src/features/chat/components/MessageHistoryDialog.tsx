import { chakra, Stack, Text } from '@chakra-ui/react';

import type { TChatMember, TChatMessage } from '@portal/contracts';

import { ErrorPanel, ListSkeleton, ModalFrame, tokensToMentions } from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';

import { useMessageVersions } from '../api/hooks';
import { dayLabel, messageTime } from '../utils/labels';
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
 * "(edited)" opened: the message's earlier texts, oldest first, then its current one (loaded on
 * opening; deleting a message deletes its history).
 */
export function MessageHistoryDialog({
  channelId,
  message,
  members,
  onClose,
}: MessageHistoryDialogProps) {
  const {
    data: versions,
    error,
    isLoading,
    isValidating,
    mutate,
  } = useMessageVersions(channelId, message?.id ?? null);
  const nameOf = namesOf(members);
  const all = message
    ? [
        ...(versions ?? []),
        { text: message.text, writtenAt: message.editedAt ?? message.createdAt },
      ]
    : [];
  return (
    <ModalFrame isOpen={message !== null} onClose={onClose} title="Edit history" size="md">
      {isLoading ? (
        <ListSkeleton loadingText="Loading the earlier versions..." rows={2} />
      ) : error ? (
        <ErrorPanel
          variant="inline"
          titleAs="p"
          error={errorMessage(error, 'The earlier versions could not be loaded.')}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      ) : (
        <chakra.ol
          aria-label="Versions, oldest first"
          display="flex"
          flexDirection="column"
          gap="3"
        >
          {all.map((version, index) => (
            <chakra.li key={index} listStyleType="none">
              <Stack gap="1" p="3" rounded="l2" bg="bg.muted">
                <Text textStyle="xs" color="fg.muted">
                  {index === all.length - 1 ? 'Now' : 'Before'} ·{' '}
                  <chakra.time dateTime={version.writtenAt}>
                    {writtenAt(version.writtenAt)}
                  </chakra.time>
                </Text>
                <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {tokensToMentions(version.text, nameOf)}
                </Text>
              </Stack>
            </chakra.li>
          ))}
        </chakra.ol>
      )}
    </ModalFrame>
  );
}
