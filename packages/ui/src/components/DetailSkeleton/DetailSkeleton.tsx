import {
  Skeleton,
  SkeletonCircle,
  VisuallyHidden,
  chakra,
  type HTMLChakraProps,
} from '@chakra-ui/react';

export interface DetailSkeletonProps extends HTMLChakraProps<'div'> {
  /** What screen readers hear while the record loads, e.g. 'Loading user details...'. */
  loadingText?: string;
  /** How many label and value pairs stand in for the record's fields. */
  fields?: number;
  /** Whether a person (avatar, name, e-mail) heads the record. */
  hasPerson?: boolean;
}

/** A record's page while it loads: the shapes of its heading and fields, not a spinner. */
export function DetailSkeleton({
  loadingText = 'Loading...',
  fields = 6,
  hasPerson = true,
  ...rest
}: DetailSkeletonProps) {
  return (
    <chakra.div
      aria-busy="true"
      display="flex"
      flexDirection="column"
      gap="6"
      p="6"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l3"
      {...rest}
    >
      <VisuallyHidden role="status" aria-live="polite">
        {loadingText}
      </VisuallyHidden>
      {hasPerson && (
        <chakra.div display="flex" alignItems="center" gap="4" aria-hidden="true">
          <SkeletonCircle size="16" />
          <chakra.div display="flex" flexDirection="column" gap="2" flex="1" maxW="xs">
            <Skeleton height="4" width="70%" />
            <Skeleton height="3" width="90%" />
          </chakra.div>
        </chakra.div>
      )}
      <chakra.div
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
        columnGap="8"
        rowGap="4"
        aria-hidden="true"
      >
        {Array.from({ length: fields }, (_, index) => (
          <chakra.div key={index} display="flex" gap="4" alignItems="center">
            <Skeleton height="3" width="28" flexShrink="0" />
            <Skeleton height="3" width={index % 2 === 0 ? '40%' : '60%'} />
          </chakra.div>
        ))}
      </chakra.div>
    </chakra.div>
  );
}
