import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

export interface DateTextProps extends Omit<HTMLChakraProps<'time'>, 'children' | 'dateTime'> {
  /** An ISO timestamp ('2026-11-23T09:30:00.000Z'); its date part is shown. */
  iso: string;
}

/**
 * The date part of a timestamp ('2026-11-23', as the spec's lists show dates), as a `<time>`
 * that never breaks at its hyphens.
 */
export function DateText({ iso, ...rest }: DateTextProps) {
  return (
    <chakra.time dateTime={iso} whiteSpace="nowrap" {...rest}>
      {iso.slice(0, 10)}
    </chakra.time>
  );
}
