import { IconButton, chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';

export interface PagerProps extends Omit<HTMLChakraProps<'nav'>, 'page'> {
  /** The current page, 1-based. */
  page: number;
  /** The number of pages (at least 1 is shown). */
  pageCount: number;
  /** Called with the page the user asked for. */
  onPageChange: (page: number) => void;
  /** Builds the summary line; the spec's 'Showing Pages X Of Y' by default. */
  formatSummary?: (page: number, pageCount: number) => string;
}

const defaultSummary = (page: number, pageCount: number) => `Showing Pages ${page} Of ${pageCount}`;

/** Page summary with first, previous, next and last controls, each disabled at its bound. */
export function Pager({
  page,
  pageCount,
  onPageChange,
  formatSummary = defaultSummary,
  'aria-label': ariaLabel = 'Pagination',
  ...rest
}: PagerProps) {
  const recipe = useSlotRecipe({ key: 'pager' });
  const styles = recipe({});
  const lastPage = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), lastPage);
  const isFirst = current <= 1;
  const isLast = current >= lastPage;

  const controls = [
    { label: 'First page', icon: <ChevronsLeft />, target: 1, disabled: isFirst },
    { label: 'Previous page', icon: <ChevronLeft />, target: current - 1, disabled: isFirst },
    { label: 'Next page', icon: <ChevronRight />, target: current + 1, disabled: isLast },
    { label: 'Last page', icon: <ChevronsRight />, target: lastPage, disabled: isLast },
  ];

  return (
    <chakra.nav aria-label={ariaLabel} css={styles.root} {...rest}>
      <chakra.p css={styles.summary} aria-live="polite">
        {formatSummary(current, lastPage)}
      </chakra.p>
      <chakra.div css={styles.controls}>
        {controls.map((control) => (
          <IconButton
            key={control.label}
            aria-label={control.label}
            title={control.label}
            variant="outline"
            size="sm"
            disabled={control.disabled}
            onClick={() => onPageChange(control.target)}
          >
            {control.icon}
          </IconButton>
        ))}
      </chakra.div>
    </chakra.nav>
  );
}
