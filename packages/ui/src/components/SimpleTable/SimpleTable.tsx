import {
  Skeleton,
  SkeletonCircle,
  Table,
  VisuallyHidden,
  chakra,
  useMediaQuery,
  useSlotRecipe,
} from '@chakra-ui/react';
import { memo, type Key, type ReactNode } from 'react';

import { simpleTableCardsSlotRecipe } from '../../theme/recipes/simple-table-cards';
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
  /** The value's label in a phone card; the heading when it is a text. */
  cardLabel?: string;
  /**
   * Its place in a phone card: 'title' heads the card (the first column by default), 'actions'
   * closes it (a column keyed 'action' by default), 'field' is a labelled value.
   */
  cardRole?: 'title' | 'field' | 'actions';
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
  /** While true, skeleton rows shaped like the content replace the body. */
  isLoading?: boolean;
  /** What screen readers hear while loading, e.g. 'Loading Rejected Users...'. */
  loadingText?: string;
  /** How many skeleton rows stand in for the content while loading. */
  skeletonRows?: number;
  /** What shows when there are no rows; the 'No Records Found' empty state by default (not a
   * heading: inside a table it is a status line). */
  empty?: ReactNode;
  /** Table size from the theme. */
  size?: 'sm' | 'md' | 'lg';
  /** 'auto': a table from 768 px, stacked cards below; or always one of the two. */
  layout?: 'auto' | 'table' | 'cards';
}

/** From this width the rows are a table; below it, stacked cards (Chakra's md, 768 px). */
export const TABLE_LAYOUT_QUERY = '(min-width: 48em)';

function roleOf<T>(column: SimpleTableColumn<T>, index: number) {
  if (column.cardRole) return column.cardRole;
  if (column.key === 'action' || column.key === 'actions') return 'actions';
  return index === 0 ? 'title' : 'field';
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
  /** The record the row shows. */
  row: T;
  /** The row's place in the rows shown, passed on to each cell. */
  index: number;
  /** The table's columns, each drawing one cell of the row. */
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

/** A skeleton bar shaped like the column's content: a person, a badge, buttons, or text. */
function SkeletonCell({ place }: { place: 'title' | 'field' | 'actions' }) {
  if (place === 'title') {
    return (
      <chakra.div display="flex" alignItems="center" gap="3">
        <SkeletonCircle size="9" />
        <chakra.div display="flex" flexDirection="column" gap="2" flex="1">
          <Skeleton height="3" width="70%" />
          <Skeleton height="3" width="90%" />
        </chakra.div>
      </chakra.div>
    );
  }
  if (place === 'actions') return <Skeleton height="8" width="20" />;
  return <Skeleton height="3" width="16" />;
}

function LoadingStatus({ text }: { text: string }) {
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {text}
    </VisuallyHidden>
  );
}

/**
 * A table with typed columns, skeleton rows while loading and an empty state. Below 768 px each
 * row becomes a stacked card (its title, labelled values, then its actions), so that a phone
 * never scrolls sideways and every action stays in reach.
 */
export function SimpleTable<T>({
  columns,
  rows,
  getRowKey,
  caption,
  isLoading = false,
  loadingText = 'Loading...',
  skeletonRows = 5,
  empty,
  size = 'md',
  layout = 'auto',
}: SimpleTableProps<T>) {
  const [isWide] = useMediaQuery([TABLE_LAYOUT_QUERY], { ssr: false });
  const asCards = layout === 'cards' || (layout === 'auto' && !isWide);
  const emptyContent = empty ?? <EmptyState titleAs="p" />;

  if (asCards) {
    return (
      <CardList
        columns={columns}
        rows={rows}
        getRowKey={getRowKey}
        caption={caption}
        isLoading={isLoading}
        loadingText={loadingText}
        skeletonRows={skeletonRows}
        empty={emptyContent}
      />
    );
  }

  const span = columns.length;
  let body: ReactNode;
  if (isLoading) {
    body = Array.from({ length: skeletonRows }, (_, rowIndex) => (
      <Table.Row key={rowIndex} aria-hidden="true">
        {columns.map((column, index) => (
          <Table.Cell key={column.key} textAlign={column.align}>
            <SkeletonCell place={roleOf(column, index)} />
          </Table.Cell>
        ))}
      </Table.Row>
    ));
  } else if (rows.length === 0) {
    body = <FullWidthRow span={span}>{emptyContent}</FullWidthRow>;
  } else {
    body = rows.map((row, index) => (
      <BodyRow key={getRowKey(row, index)} row={row} index={index} columns={columns} />
    ));
  }

  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3" bg="bg.panel">
      {isLoading && <LoadingStatus text={loadingText} />}
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

type CardListProps<T> = Required<
  Pick<
    SimpleTableProps<T>,
    | 'columns'
    | 'rows'
    | 'getRowKey'
    | 'caption'
    | 'isLoading'
    | 'loadingText'
    | 'skeletonRows'
    | 'empty'
  >
>;

function labelOf<T>(column: SimpleTableColumn<T>): ReactNode {
  if (column.cardLabel) return column.cardLabel;
  return column.header;
}

/** The rows as stacked cards: a list named like the table, one card per row. */
function CardList<T>({
  columns,
  rows,
  getRowKey,
  caption,
  isLoading,
  loadingText,
  skeletonRows,
  empty,
}: CardListProps<T>) {
  const styles = useSlotRecipe({ recipe: simpleTableCardsSlotRecipe })({});
  const placed = columns.map((column, index) => ({ column, role: roleOf(column, index) }));

  if (isLoading) {
    return (
      <chakra.div css={styles.root} aria-busy="true">
        <LoadingStatus text={loadingText} />
        {Array.from({ length: Math.min(skeletonRows, 3) }, (_, index) => (
          <chakra.div key={index} css={styles.card} aria-hidden="true">
            <SkeletonCell place="title" />
            <Skeleton height="3" width="60%" />
            <Skeleton height="3" width="40%" />
          </chakra.div>
        ))}
      </chakra.div>
    );
  }
  if (rows.length === 0) {
    return (
      <chakra.div css={styles.root}>
        <chakra.div css={styles.card} py="8">
          {empty}
        </chakra.div>
      </chakra.div>
    );
  }
  return (
    <chakra.ul css={styles.root} aria-label={caption}>
      {rows.map((row, index) => (
        <chakra.li key={getRowKey(row, index)} css={styles.card}>
          {placed
            .filter(({ role }) => role === 'title')
            .map(({ column }) => (
              <chakra.div key={column.key} css={styles.title}>
                {column.cell(row, index)}
              </chakra.div>
            ))}
          <chakra.dl css={styles.fields}>
            {placed
              .filter(({ role }) => role === 'field')
              .map(({ column }) => (
                <chakra.div key={column.key} css={styles.field}>
                  <chakra.dt css={styles.label}>{labelOf(column)}</chakra.dt>
                  <chakra.dd css={styles.value}>{column.cell(row, index)}</chakra.dd>
                </chakra.div>
              ))}
          </chakra.dl>
          {placed
            .filter(({ role }) => role === 'actions')
            .map(({ column }) => (
              <chakra.div key={column.key} css={styles.actions}>
                {column.cell(row, index)}
              </chakra.div>
            ))}
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
