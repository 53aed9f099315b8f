import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One labelled value of a detail list. */
export interface DetailItem {
  /** What the value is, e.g. 'License number'. */
  label: string;
  /** The value; null, undefined and '' count as not given. */
  value: ReactNode;
}

export interface DetailListProps extends Omit<DataList.RootProps, 'children'> {
  /** The label and value pairs, in the order they are shown. */
  items: readonly DetailItem[];
  /** Shown for a value that is not given; by default such a row is left out. */
  missingText?: string;
}

const isGiven = (value: ReactNode) => value !== null && value !== undefined && value !== '';

/** A record's fields as label and value pairs (a profile, a client record). */
export function DetailList({
  items,
  missingText,
  orientation = 'horizontal',
  ...rest
}: DetailListProps) {
  const rows = missingText === undefined ? items.filter((item) => isGiven(item.value)) : items;
  return (
    <DataList.Root orientation={orientation} {...rest}>
      {rows.map(({ label, value }) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{isGiven(value) ? value : missingText}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
