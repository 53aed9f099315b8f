import { Skeleton, VisuallyHidden, chakra, type HTMLChakraProps } from '@chakra-ui/react';

export interface FormSkeletonProps extends HTMLChakraProps<'div'> {
  /** What screen readers hear while the form's data loads, e.g. 'Loading the invitation...'. */
  loadingText?: string;
  /** How many label and value pairs sum up the record above the form (none by default). */
  facts?: number;
  /** How many fields (a label and its box) the form has. */
  fields?: number;
  /** Whether a full-width button closes the form. */
  hasSubmit?: boolean;
}

const FACT_WIDTHS = ['45%', '60%', '70%', '50%'] as const;

/**
 * A form while what it needs loads: the record's facts, then a label and a box per field and
 * the button, shaped like the form, not a spinner. The loading text is read out; the shapes are
 * hidden.
 */
export function FormSkeleton({
  loadingText = 'Loading...',
  facts = 0,
  fields = 2,
  hasSubmit = true,
  ...rest
}: FormSkeletonProps) {
  return (
    <chakra.div aria-busy="true" display="flex" flexDirection="column" gap="5" {...rest}>
      <VisuallyHidden role="status" aria-live="polite">
        {loadingText}
      </VisuallyHidden>
      {facts > 0 && (
        <chakra.div
          display="grid"
          gridTemplateColumns="auto 1fr"
          columnGap="4"
          rowGap="3"
          alignItems="center"
          aria-hidden="true"
        >
          {Array.from({ length: facts }, (_, index) => (
            <chakra.div key={index} display="contents">
              <Skeleton height="3" width="20" />
              <Skeleton height="3" width={FACT_WIDTHS[index % FACT_WIDTHS.length]} />
            </chakra.div>
          ))}
        </chakra.div>
      )}
      {Array.from({ length: fields }, (_, index) => (
        <chakra.div key={index} display="flex" flexDirection="column" gap="2" aria-hidden="true">
          <Skeleton height="3" width="28" />
          <Skeleton height="10" width="full" borderRadius="l2" />
        </chakra.div>
      ))}
      {hasSubmit && <Skeleton height="10" width="full" borderRadius="l2" aria-hidden="true" />}
    </chakra.div>
  );
}
