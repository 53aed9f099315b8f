import { Spinner, Table, VisuallyHidden, HStack, Text } from '@chakra-ui/react';
import { memo, type Key, type ReactNode } from 'react';

import { EmptyState } from '../EmptyState';

/** One column: its heading and how a row renders in it. */
export interface SimpleTableColumn<T> {
  /** Stable identifier of the column. */
  key: string;
  /** The column heading. */
  header: ReactNode;
  /** Renders the cell of `row`. */
  cell: (row: T, index: number) => ReactNode;
  /** Horizontal alignment of the heading and the cells. */
  align?: 'start' | 'center' | 'end';
  /** Optional fixed width (a token or CSS length). */
  width?: string;
}

export interface SimpleTableProps<T> {
  /** The columns, in display order (keep them stable between renders so rows can be reused). */
  columns: readonly SimpleTableColumn<T>[];
  /** The rows of the current page. */
  rows: readonly T[];
  /** A stable key per row (its id). */
  getRowKey: (row: T, index: number) => Key;
  /** The table's accessible name, read by screen readers (not shown). */
  caption: string;
  /** While true, the loading slot replaces the body. */
  isLoading?: boolean;
  /** What shows while loading; a spinner with 'Loading...' by default. */
  loading?: ReactNode;
  /** What shows when there are no rows; the 'No Records Found' empty state by default (not a
   * heading: inside a table it is a status line). */
  empty?: ReactNode;
  /** Table size from the theme. */
  size?: 'sm' | 'md' | 'lg';
}

function FullWidthRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={span} py="8">
        {children}
      </Table.Cell>
    </Table.Row>
  );
}

interface BodyRowProps<T> {
  row: T;
  index: number;
  columns: readonly SimpleTableColumn<T>[];
}

/**
 * One body row. Memoised: while the user types in a list's search box, rows whose record and
 * columns did not change are not rendered again (pass stable `columns`, e.g. from useMemo).
 */
const BodyRow = memo(function BodyRow<T>({ row, index, columns }: BodyRowProps<T>) {
  return (
    <Table.Row>
      {columns.map((column) => (
        <Table.Cell key={column.key} textAlign={column.align}>
          {column.cell(row, index)}
        </Table.Cell>
      ))}
    </Table.Row>
  );
}) as <T>(props: BodyRowProps<T>) => ReactNode;

/** A table with typed columns and slots for its loading and empty states. */
export function SimpleTable<T>({
  columns,
  rows,
  getRowKey,
  caption,
  isLoading = false,
  loading,
  empty,
  size = 'md',
}: SimpleTableProps<T>) {
  const span = columns.length;

  let body: ReactNode;
  if (isLoading) {
    body = (
      <FullWidthRow span={span}>
        {loading ?? (
          <HStack justify="center" gap="3" role="status">
            <Spinner size="sm" aria-hidden="true" />
            <Text color="fg.muted">Loading...</Text>
          </HStack>
        )}
      </FullWidthRow>
    );
  } else if (rows.length === 0) {
    body = <FullWidthRow span={span}>{empty ?? <EmptyState titleAs="p" />}</FullWidthRow>;
  } else {
    body = rows.map((row, index) => (
      <BodyRow key={getRowKey(row, index)} row={row} index={index} columns={columns} />
    ));
  }

  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3" bg="bg.panel">
      <Table.Root size={size} aria-busy={isLoading}>
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.key}
                textAlign={column.align}
                width={column.width}
                scope="col"
              >
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{body}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
