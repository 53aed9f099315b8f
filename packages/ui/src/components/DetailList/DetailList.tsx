import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One labelled value of a detail list. */
export interface DetailItem {
  /** What the value is, e.g. 'License number'. */
  label: string;
  /** The value; null, undefined and '' count as not given. */
  value: ReactNode;
}

/** A number of columns, or one per breakpoint. */
export type DetailColumns =
  number | { base?: number; sm?: number; md?: number; lg?: number; xl?: number };

export interface DetailListProps extends Omit<DataList.RootProps, 'children' | 'columns'> {
  /** The label and value pairs, in the order they are shown. */
  items: readonly DetailItem[];
  /** Shown for a value that is not given; by default such a row is left out. */
  missingText?: string;
  /** Columns of pairs, so that a wide card is filled rather than half blank; 1 by default. */
  columns?: DetailColumns;
}

const isGiven = (value: ReactNode) => value !== null && value !== undefined && value !== '';
const track = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

function gridColumns(columns: DetailColumns) {
  if (typeof columns === 'number') return track(columns);
  return Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, track(count)]),
  );
}

/** A record's fields as label and value pairs (a profile, a client record). */
export function DetailList({
  items,
  missingText,
  orientation = 'horizontal',
  columns = 1,
  ...rest
}: DetailListProps) {
  const rows = missingText === undefined ? items.filter((item) => isGiven(item.value)) : items;
  return (
    <DataList.Root
      orientation={orientation}
      display="grid"
      gridTemplateColumns={gridColumns(columns)}
      columnGap="8"
      {...rest}
    >
      {rows.map(({ label, value }) => (
        <DataList.Item key={label} minW="0">
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">
            {isGiven(value) ? value : missingText}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
