import { chakra } from '@chakra-ui/react';

import { localDay } from '../utils/statuses';

/**
 * The day an instant falls on where the person is ('2026-03-12'), as a `<time>`: a due date is
 * the end of a whole day, so its day is what counts (DateText shows the instant's UTC date).
 */
export function DayText({ iso }: { iso: string }) {
  return (
    <chakra.time dateTime={iso} whiteSpace="nowrap">
      {localDay(iso)}
    </chakra.time>
  );
}
