import { Menu, Portal } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** One entry of a message's "More actions" menu. */
export interface MessageMenuItem {
  value: string;
  label: string;
  icon: ReactNode;
  isDanger?: boolean;
  onSelect: () => void;
}

export interface ChatMessageActionsMenuProps {
  /** Whether the menu shows. */
  isOpen: boolean;
  /** Called when it closes (a choice, Escape, a click outside). */
  onClose: () => void;
  /** The id of the "More actions" button: the menu is placed against it and focus goes back. */
  triggerId: string;
  /** The menu's id, which the button's aria-controls names. */
  contentId: string;
  /** The entries, in order. */
  items: MessageMenuItem[];
}

/**
 * The "More actions" menu (Chakra's menu: positioning, arrow keys, typeahead, dismissal), loaded
 * when a message's menu is first opened: a conversation of hundreds of messages carries only
 * their buttons until then.
 */
export default function ChatMessageActionsMenu({
  isOpen,
  onClose,
  triggerId,
  contentId,
  items,
}: ChatMessageActionsMenuProps) {
  // Opens a frame after it mounts, so that the menu takes the focus as it opens.
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setIsReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  // A choice is taken from the item's click (a pointer) and from the menu's selection (Enter,
  // Space): the menu reports a click only when the item was highlighted first, which a quick
  // click can beat. The second report of the same click is dropped.
  const justChosen = useRef<string | null>(null);
  const choose = (value: string) => {
    if (justChosen.current === value) return;
    justChosen.current = value;
    // Both reports of one click come in the same task.
    setTimeout(() => {
      justChosen.current = null;
    }, 0);
    items.find((item) => item.value === value)?.onSelect();
  };
  return (
    <Menu.Root
      open={isOpen && isReady}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      onSelect={(details) => choose(details.value)}
      ids={{ trigger: triggerId, content: contentId }}
      positioning={{ placement: 'bottom-end' }}
    >
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            {items.map((item) => (
              <Menu.Item
                key={item.value}
                value={item.value}
                onClick={() => choose(item.value)}
                color={item.isDanger ? 'fg.error' : undefined}
                _highlighted={item.isDanger ? { bg: 'bg.error', color: 'fg.error' } : undefined}
              >
                {item.icon}
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
