import { Button, chakra, HStack, Wrap } from '@chakra-ui/react';
import { ListFilter, X } from 'lucide-react';
import { Suspense, lazy } from 'react';

import type { ChatSearchFilterPanelProps } from './ChatSearchFilterPanel';

// The menu's controls load when it first opens: the chat's first load stays small.
const ChatSearchFilterPanel = lazy(() => import('./ChatSearchFilterPanel'));

/** A filter chosen: shown as a chip that removes it. */
export interface ChatSearchChip {
  /** Stable key ('from', 'in', 'has', 'after', 'before'). */
  key: string;
  /** What the chip says: "From: Ann Lee". */
  label: string;
}

export type ChatSearchOrder = 'relevance' | 'newest';

export interface ChatSearchFiltersProps {
  /** The filters chosen, in the order they show. */
  chips: readonly ChatSearchChip[];
  onRemove: (key: string) => void;
  /** Whether the filters' menu is open, and the id of the panel it opens (aria-controls). */
  isMenuOpen: boolean;
  menuId: string;
  onMenuToggle: () => void;
  /** The order of the results; null hides the switch (without words there is only newest). */
  order: ChatSearchOrder | null;
  onOrderChange: (order: ChatSearchOrder) => void;
  /** The menu's people, conversations and values, shown under the row when open. */
  menu: Omit<ChatSearchFilterPanelProps, 'id'>;
}

const ORDERS: { value: ChatSearchOrder; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'newest', label: 'Newest' },
];

/**
 * The row of ChatSearchFilters (loaded when it first shows). Under the chat's search box: a "Filters" button that opens the filters' menu, the order of the
 * results (Relevance / Newest) when words are searched for, and the filters chosen as chips, each
 * a button that removes it.
 */
export default function ChatSearchFiltersRow({
  chips,
  onRemove,
  isMenuOpen,
  menuId,
  onMenuToggle,
  order,
  onOrderChange,
  menu,
}: ChatSearchFiltersProps) {
  return (
    <chakra.div display="flex" flexDirection="column" gap="2">
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Button
          size="xs"
          variant={isMenuOpen ? 'subtle' : 'ghost'}
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          onClick={onMenuToggle}
        >
          <ListFilter aria-hidden="true" />
          Filters
        </Button>
        {order && (
          <HStack role="group" aria-label="Order of the messages found" gap="0" borderRadius="l2">
            {ORDERS.map((option, index) => (
              <Button
                key={option.value}
                size="xs"
                variant={order === option.value ? 'solid' : 'outline'}
                aria-pressed={order === option.value}
                borderStartRadius={index === 0 ? undefined : '0'}
                borderEndRadius={index === ORDERS.length - 1 ? undefined : '0'}
                onClick={() => onOrderChange(option.value)}
              >
                {option.label}
              </Button>
            ))}
          </HStack>
        )}
      </HStack>
      {isMenuOpen && (
        <Suspense fallback={null}>
          <ChatSearchFilterPanel id={menuId} {...menu} />
        </Suspense>
      )}
      {chips.length > 0 && (
        <Wrap as="ul" aria-label="Filters chosen" gap="1.5">
          {chips.map((chip) => (
            <chakra.li key={chip.key} listStyle="none" minW="0" maxW="full">
              <Button
                size="xs"
                variant="subtle"
                colorPalette="brand"
                borderRadius="full"
                maxW="full"
                aria-label={`Remove the filter ${chip.label}`}
                onClick={() => onRemove(chip.key)}
              >
                <chakra.span truncate>{chip.label}</chakra.span>
                <X aria-hidden="true" />
              </Button>
            </chakra.li>
          ))}
        </Wrap>
      )}
    </chakra.div>
  );
}
