import { HStack, IconButton, type StackProps } from '@chakra-ui/react';
import { Ellipsis, MessageSquareDot, Pencil, Pin, PinOff, Reply, Trash2 } from 'lucide-react';
import { Suspense, lazy, useId, useState, type ReactNode } from 'react';

import { useHasOpened } from '../../lib/use-has-opened';
import { TooltipIconButton } from '../IconButtons';
import { Tooltip } from '../Tooltip';
import type { MessageMenuItem } from './ChatMessageActionsMenu';

const ChatMessageActionsMenu = lazy(() => import('./ChatMessageActionsMenu'));

export interface ChatMessageActionsProps extends Omit<StackProps, 'children'> {
  /** Starts a reply to the message: a "Reply" button. */
  onReply?: () => void;
  /** The reaction button, e.g. a `ChatReactionPicker`, after "Reply". */
  reactionPicker?: ReactNode;
  /** Whether the message is pinned: the menu offers "Unpin message" instead of "Pin message". */
  isPinned?: boolean;
  /** Pins or unpins the message: "Pin message" / "Unpin message" in the menu. */
  onTogglePin?: () => void;
  /** Marks the conversation unread from this message on: "Mark as unread" in the menu. */
  onMarkUnread?: () => void;
  /** Opens the editor of one's own message: "Edit message" in the menu. */
  onEdit?: () => void;
  /** Asks to delete one's own message: "Delete message" in the menu. */
  onDelete?: () => void;
}

/**
 * What a message offers, for `ChatMessage`'s `actions`: "Reply", the reaction picker, and a
 * "More actions" menu with pin, mark as unread, edit and delete (each only when its callback is
 * given). The menu's code loads when a menu is first opened.
 */
export function ChatMessageActions({
  onReply,
  reactionPicker,
  isPinned = false,
  onTogglePin,
  onMarkUnread,
  onEdit,
  onDelete,
  ...rest
}: ChatMessageActionsProps) {
  const generatedId = useId();
  const triggerId = `message-actions-${generatedId}`;
  const contentId = `message-actions-menu-${generatedId}`;
  const [isOpen, setIsOpen] = useState(false);
  const hasOpened = useHasOpened(isOpen);
  const items: MessageMenuItem[] = [];
  if (onTogglePin)
    items.push({
      value: 'pin',
      label: isPinned ? 'Unpin message' : 'Pin message',
      icon: isPinned ? <PinOff /> : <Pin />,
      onSelect: onTogglePin,
    });
  if (onMarkUnread)
    items.push({
      value: 'unread',
      label: 'Mark as unread',
      icon: <MessageSquareDot />,
      onSelect: onMarkUnread,
    });
  if (onEdit)
    items.push({ value: 'edit', label: 'Edit message', icon: <Pencil />, onSelect: onEdit });
  if (onDelete)
    items.push({
      value: 'delete',
      label: 'Delete message',
      icon: <Trash2 />,
      isDanger: true,
      onSelect: onDelete,
    });
  return (
    <HStack gap="0.5" {...rest}>
      {onReply && <TooltipIconButton label="Reply" icon={<Reply />} size="2xs" onClick={onReply} />}
      {reactionPicker}
      {items.length > 0 && (
        <>
          <Tooltip content="More actions" disabled={isOpen}>
            <IconButton
              id={triggerId}
              aria-label="More actions"
              aria-haspopup="menu"
              aria-expanded={isOpen}
              aria-controls={isOpen ? contentId : undefined}
              variant="ghost"
              size="2xs"
              onClick={() => setIsOpen((open) => !open)}
            >
              <Ellipsis />
            </IconButton>
          </Tooltip>
          {hasOpened && (
            <Suspense fallback={null}>
              <ChatMessageActionsMenu
                isOpen={isOpen}
                onClose={() => setIsOpen(false)}
                triggerId={triggerId}
                contentId={contentId}
                items={items}
              />
            </Suspense>
          )}
        </>
      )}
    </HStack>
  );
}
