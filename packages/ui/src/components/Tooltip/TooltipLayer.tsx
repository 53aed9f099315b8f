import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface TooltipLayerProps {
  /** Whether the tooltip shows. */
  isOpen: boolean;
  /** Called when the tooltip closes on its own (Escape, a scroll, another tooltip opening). */
  onClose: () => void;
  /** The id of the element the tooltip describes: the tooltip is placed against it. */
  triggerId: string;
  /** The tooltip's id, which the trigger's aria-describedby names while it shows. */
  contentId: string;
  content: ReactNode;
  showArrow: boolean;
  positioning?: ChakraTooltip.RootProps['positioning'];
}

/**
 * The tooltip itself (Chakra's, with its positioning and dismissal), loaded when a tooltip is
 * first wanted. The trigger is not Chakra's: `Tooltip` keeps the page's own element and says when
 * to show, so that nothing is re-created under the pointer or the focus when this code arrives.
 */
export default function TooltipLayer({
  isOpen,
  onClose,
  triggerId,
  contentId,
  content,
  showArrow,
  positioning,
}: TooltipLayerProps) {
  return (
    <ChakraTooltip.Root
      open={isOpen}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      ids={{ trigger: triggerId, content: contentId }}
      positioning={positioning}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>
            {showArrow && (
              <ChakraTooltip.Arrow>
                <ChakraTooltip.ArrowTip />
              </ChakraTooltip.Arrow>
            )}
            {content}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
