import {
  Skeleton,
  SkeletonCircle,
  VisuallyHidden,
  chakra,
  type HTMLChakraProps,
} from '@chakra-ui/react';

export interface ListSkeletonProps extends HTMLChakraProps<'div'> {
  /** What screen readers hear while the list loads, e.g. 'Loading conversations...'. */
  loadingText?: string;
  /** How many rows stand in for the list's items. */
  rows?: number;
  /** Whether each row starts with an avatar (people, conversations); without, a line of text. */
  hasAvatar?: boolean;
  /** How many lines of text a row has: a name, then a preview, then a time (1 to 3). */
  lines?: 1 | 2 | 3;
  /** 'plain': rows as in a list of links; 'outline': each row a bordered card. */
  variant?: 'plain' | 'outline';
}

/** The first line's widths, row by row, so that the rows look like different items. */
const FIRST_LINE = ['55%', '40%', '65%', '45%', '60%', '35%'] as const;
const LINE_WIDTHS = ['85%', '25%'] as const;

/**
 * A list while it loads (conversations, people, notifications): rows of an avatar and lines of
 * text shaped like its items, not a spinner. The loading text is read out; the shapes are hidden.
 */
export function ListSkeleton({
  loadingText = 'Loading...',
  rows = 4,
  hasAvatar = true,
  lines = 2,
  variant = 'plain',
  ...rest
}: ListSkeletonProps) {
  const isOutline = variant === 'outline';
  return (
    <chakra.div
      aria-busy="true"
      display="flex"
      flexDirection="column"
      gap={isOutline ? '3' : '1'}
      {...rest}
    >
      <VisuallyHidden role="status" aria-live="polite">
        {loadingText}
      </VisuallyHidden>
      {Array.from({ length: rows }, (_, row) => (
        <chakra.div
          key={row}
          display="flex"
          alignItems="center"
          gap="3"
          px="3"
          py={isOutline ? '3' : '2'}
          borderWidth={isOutline ? '1px' : undefined}
          borderColor="border"
          borderRadius="l2"
          aria-hidden="true"
        >
          {hasAvatar && <SkeletonCircle size="9" flexShrink="0" />}
          <chakra.div display="flex" flexDirection="column" gap="2" flex="1" minW="0" maxW="xl">
            <Skeleton height="3" width={FIRST_LINE[row % FIRST_LINE.length]} />
            {LINE_WIDTHS.slice(0, lines - 1).map((width) => (
              <Skeleton key={width} height="3" width={width} />
            ))}
          </chakra.div>
        </chakra.div>
      ))}
    </chakra.div>
  );
}
