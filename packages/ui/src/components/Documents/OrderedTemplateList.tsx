import { Box, HStack, IconButton, Stack, Text, type StackProps } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

/** One entry of the list: a template as a packet lists it. */
export interface OrderedTemplateItem {
  id: string;
  title: string;
  /** A short line under the title (e.g. 'Practice template · 4 fields'). */
  note?: ReactNode;
}

export interface OrderedTemplateListProps extends Omit<StackProps, 'children'> {
  /** The templates, in the order the client completes them. */
  items: readonly OrderedTemplateItem[];
  /** Called with the list in its new order (an item moved or removed). */
  onItemsChange: (items: OrderedTemplateItem[]) => void;
  /** The list's accessible name. */
  label?: string;
  /** Shown in the list's place when it has nothing. */
  emptyText?: ReactNode;
  /** While saving: nothing moves. */
  isDisabled?: boolean;
}

type Focus = { id: string; action: 'up' | 'down' } | null;

/**
 * An ordered list of templates, numbered, each with Move up, Move down and Remove (named with the
 * template, so a screen reader says which). A moved item keeps the focus on the button pressed;
 * at an end that button is aria-disabled rather than disabled, so the focus stays on it.
 */
export function OrderedTemplateList({
  items,
  onItemsChange,
  label = 'Templates in order',
  emptyText = 'No template yet.',
  isDisabled = false,
  ...rest
}: OrderedTemplateListProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The button to focus once the moved item is in its new place (moving a node drops its focus).
  const pendingFocus = useRef<Focus>(null);

  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    buttons.current.get(`${focus.id}:${focus.action}`)?.focus();
  });

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    const item = items[index];
    if (isDisabled || !item || target < 0 || target >= items.length) return;
    const next = [...items];
    next.splice(index, 1);
    next.splice(target, 0, item);
    onItemsChange(next);
    pendingFocus.current = { id: item.id, action: by < 0 ? 'up' : 'down' };
  };

  const keep = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  if (items.length === 0) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="l2" p="4" {...rest}>
        <Text textStyle="sm" color="fg.muted">
          {emptyText}
        </Text>
      </Box>
    );
  }

  return (
    <Stack as="ol" aria-label={label} gap="2" listStyleType="none" m="0" p="0" {...rest}>
      {items.map((item, index) => (
        <HStack
          as="li"
          key={item.id}
          gap="3"
          borderWidth="1px"
          borderRadius="l2"
          px="3"
          py="2"
          bg="bg.panel"
        >
          <Text
            aria-hidden="true"
            fontWeight="semibold"
            color="fg.muted"
            minW="5"
            fontVariantNumeric="tabular-nums"
          >
            {index + 1}.
          </Text>
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="medium" overflowWrap="anywhere">
              {item.title}
            </Text>
            {item.note && (
              <Text textStyle="xs" color="fg.muted">
                {item.note}
              </Text>
            )}
          </Stack>
          <HStack gap="1" flexShrink={0}>
            <IconButton
              ref={keep(`${item.id}:up`)}
              size="sm"
              variant="ghost"
              aria-label={`Move ${item.title} up`}
              aria-disabled={isDisabled || index === 0}
              onClick={() => move(index, -1)}
            >
              <ArrowUp />
            </IconButton>
            <IconButton
              ref={keep(`${item.id}:down`)}
              size="sm"
              variant="ghost"
              aria-label={`Move ${item.title} down`}
              aria-disabled={isDisabled || index === items.length - 1}
              onClick={() => move(index, 1)}
            >
              <ArrowDown />
            </IconButton>
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={`Remove ${item.title}`}
              aria-disabled={isDisabled}
              onClick={() => {
                if (!isDisabled) onItemsChange(items.filter((other) => other.id !== item.id));
              }}
            >
              <X />
            </IconButton>
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}
