import {
  Skeleton,
  SkeletonCircle,
  VisuallyHidden,
  chakra,
  type HTMLChakraProps,
} from '@chakra-ui/react';

export interface ChatMessagesSkeletonProps extends HTMLChakraProps<'div'> {
  /** What screen readers hear while the conversation loads, e.g. 'Loading messages...'. */
  loadingText?: string;
  /** How many message bubbles stand in for the conversation (the latest at the bottom). */
  messages?: number;
  /** Whether a conversation's header (avatar, name, a line) stands above the messages. */
  hasHeader?: boolean;
  /** Whether a message box stands below the messages. */
  hasComposer?: boolean;
}

/**
 * Whose the bubbles are and how big, in turn: the others' on one side with an avatar (none on a
 * message that follows one of the same author), one's own on the other.
 */
const BUBBLES = [
  { isOwn: false, isContinued: false, width: '60%', height: '10' },
  { isOwn: false, isContinued: true, width: '40%', height: '8' },
  { isOwn: true, isContinued: false, width: '50%', height: '10' },
  { isOwn: false, isContinued: false, width: '70%', height: '14' },
  { isOwn: true, isContinued: false, width: '35%', height: '8' },
  { isOwn: true, isContinued: true, width: '55%', height: '10' },
] as const;

/**
 * A conversation while it loads: message bubbles on both sides, at the bottom as the latest
 * messages are (optionally with the header and the message box), not a spinner. The loading
 * text is read out; the shapes are hidden.
 */
export function ChatMessagesSkeleton({
  loadingText = 'Loading messages...',
  messages = 6,
  hasHeader = false,
  hasComposer = false,
  ...rest
}: ChatMessagesSkeletonProps) {
  const bubbles = Array.from(
    { length: messages },
    (_, index) => BUBBLES[index % BUBBLES.length] ?? BUBBLES[0],
  );
  return (
    <chakra.div
      aria-busy="true"
      display="flex"
      flexDirection="column"
      minH="0"
      overflow="hidden"
      {...rest}
    >
      <VisuallyHidden role="status" aria-live="polite">
        {loadingText}
      </VisuallyHidden>
      {hasHeader && (
        <chakra.div
          display="flex"
          alignItems="center"
          gap="3"
          px="4"
          py="3"
          borderBottomWidth="1px"
          borderColor="border"
          aria-hidden="true"
        >
          <SkeletonCircle size="9" flexShrink="0" />
          <chakra.div display="flex" flexDirection="column" gap="2" flex="1" maxW="xs">
            <Skeleton height="3.5" width="50%" />
            <Skeleton height="3" width="30%" />
          </chakra.div>
        </chakra.div>
      )}
      <chakra.div
        flex="1"
        minH="0"
        display="flex"
        flexDirection="column"
        justifyContent="flex-end"
        gap="3"
        px="4"
        py="4"
        aria-hidden="true"
      >
        {bubbles.map((bubble, index) => (
          <chakra.div
            key={index}
            display="flex"
            alignItems="flex-end"
            gap="2"
            flexDirection={bubble.isOwn ? 'row-reverse' : 'row'}
          >
            {!bubble.isOwn &&
              (bubble.isContinued ? (
                <chakra.span w="8" flexShrink="0" />
              ) : (
                <SkeletonCircle size="8" flexShrink="0" />
              ))}
            <Skeleton height={bubble.height} width={bubble.width} maxW="36rem" borderRadius="l3" />
          </chakra.div>
        ))}
      </chakra.div>
      {hasComposer && (
        <chakra.div
          display="flex"
          alignItems="center"
          gap="2"
          px="4"
          py="3"
          borderTopWidth="1px"
          borderColor="border"
          aria-hidden="true"
        >
          <Skeleton height="10" flex="1" borderRadius="l2" />
          <Skeleton height="10" width="10" borderRadius="l2" />
        </chakra.div>
      )}
    </chakra.div>
  );
}
