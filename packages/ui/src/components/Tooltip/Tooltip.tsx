import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface TooltipProps extends ChakraTooltip.RootProps {
  /** The text or node shown in the tooltip. */
  content: ReactNode;
  /** The element the tooltip describes; it must accept a ref (a button, a link). */
  children: ReactNode;
  /** Shows an arrow pointing at the trigger. */
  showArrow?: boolean;
}

/**
 * A short hint shown on hover and keyboard focus. Its content is in the page only while it shows
 * (a list of rows with several icon buttons each would otherwise render every hint, hidden).
 */
export function Tooltip({ content, children, showArrow = true, ...rest }: TooltipProps) {
  return (
    <ChakraTooltip.Root openDelay={300} closeDelay={100} lazyMount unmountOnExit {...rest}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
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
