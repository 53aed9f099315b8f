import { Box, Button, chakra, Heading, HStack, Stack, Text, type BoxProps } from '@chakra-ui/react';
import { ArrowRight, CircleAlert, CircleCheck, CircleDashed, CircleMinus } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** Where one document of a packet stands for the client. */
export type PacketTaskItemState = 'done' | 'todo' | 'expired' | 'declined' | 'voided';

/** One document of a packet, in the packet's order. */
export interface PacketTaskItem {
  /** A key for the row (the copy's id). */
  id: string;
  /** The document's title. */
  title: string;
  /** Done (signed), to do, or closed without a signature. */
  state: PacketTaskItemState;
  /** A line under the title, e.g. its due date. */
  detail?: ReactNode;
}

export interface PacketTaskProps extends Omit<BoxProps, 'title' | 'children'> {
  /** The packet's title: the card's heading. */
  title: string;
  /** A line under the heading, e.g. who sent it. */
  description?: ReactNode;
  /** The packet's documents in order. */
  items: readonly PacketTaskItem[];
  /** Called by Continue: open the next document to complete. */
  onContinue: () => void;
  /** The heading's level in the page. */
  titleAs?: 'h2' | 'h3' | 'h4';
}

const STATE_TEXT: Record<PacketTaskItemState, string> = {
  done: 'Done',
  todo: 'To do',
  expired: 'Expired',
  declined: 'Declined',
  voided: 'Voided',
};

const STATE_ICON: Record<PacketTaskItemState, { icon: ReactNode; color: string }> = {
  done: { icon: <CircleCheck size={18} />, color: 'green.fg' },
  todo: { icon: <CircleDashed size={18} />, color: 'fg.muted' },
  expired: { icon: <CircleAlert size={18} />, color: 'red.fg' },
  declined: { icon: <CircleMinus size={18} />, color: 'fg.muted' },
  voided: { icon: <CircleMinus size={18} />, color: 'fg.muted' },
};

/**
 * A packet the client completes as one task: "3 documents to complete", how many are done, the
 * documents in order with their state, and one Continue that opens the next one, so that the
 * client can stop between documents and come back.
 */
export function PacketTask({
  title,
  description,
  items,
  onContinue,
  titleAs = 'h3',
  ...rest
}: PacketTaskProps) {
  const headingId = useId();
  const toDo = items.filter((item) => item.state === 'todo').length;
  const done = items.filter((item) => item.state === 'done').length;
  const total = items.length;
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="l2"
      bg="bg"
      p={{ base: '4', md: '5' }}
      {...rest}
    >
      <Stack gap="4">
        <Stack gap="1">
          <Heading id={headingId} as={titleAs} size="md" overflowWrap="anywhere">
            {title}
          </Heading>
          {description && (
            <Text textStyle="sm" color="fg.muted">
              {description}
            </Text>
          )}
        </Stack>
        <Stack gap="2">
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Text fontWeight="medium">
              {toDo} document{toDo === 1 ? '' : 's'} to complete
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {done} of {total} done
            </Text>
          </HStack>
          {/* The words above say it; the bar only shows it. */}
          <Box height="2" borderRadius="full" bg="bg.emphasized" overflow="hidden" aria-hidden>
            <Box
              height="100%"
              width={`${total === 0 ? 0 : (done / total) * 100}%`}
              bg="green.solid"
              borderRadius="full"
            />
          </Box>
        </Stack>
        <chakra.ol listStyleType="none" display="grid" gap="2" aria-label={`Documents in ${title}`}>
          {items.map((item) => (
            <HStack as="li" key={item.id} gap="3" align="start">
              <Box color={STATE_ICON[item.state].color} flexShrink={0} mt="0.5" aria-hidden>
                {STATE_ICON[item.state].icon}
              </Box>
              <Stack gap="0" minW="0" flex="1">
                <Text
                  overflowWrap="anywhere"
                  color={item.state === 'todo' ? 'fg' : 'fg.muted'}
                  textDecoration={item.state === 'voided' ? 'line-through' : undefined}
                >
                  {item.title}
                </Text>
                {item.detail && (
                  <Text textStyle="xs" color="fg.muted">
                    {item.detail}
                  </Text>
                )}
              </Stack>
              <Text textStyle="sm" color="fg.muted" flexShrink={0}>
                {STATE_TEXT[item.state]}
              </Text>
            </HStack>
          ))}
        </chakra.ol>
        {toDo > 0 && (
          <Button alignSelf="flex-start" aria-label={`Continue ${title}`} onClick={onContinue}>
            Continue
            <ArrowRight />
          </Button>
        )}
      </Stack>
    </Box>
  );
}
