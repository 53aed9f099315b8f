import type { Tooltip as ChakraTooltip } from '@chakra-ui/react';
import {
  Suspense,
  cloneElement,
  lazy,
  useEffect,
  useId,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

import { isFocusVisible, trackInputModality } from '../../lib/input-modality';
import { useHasOpened } from '../../lib/use-has-opened';

const loadTooltipLayer = () => import('./TooltipLayer');
const TooltipLayer = lazy(loadTooltipLayer);

/** The props a tooltip adds to its trigger, each handler called after the trigger's own. */
interface TriggerProps {
  id?: string;
  'aria-describedby'?: string;
  onPointerMove?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

export interface TooltipProps {
  /** The text or node shown in the tooltip. */
  content: ReactNode;
  /** The element the tooltip describes (a button, a link): one element that takes an id. */
  children: ReactElement<TriggerProps>;
  /** Shows an arrow pointing at the trigger. */
  showArrow?: boolean;
  /** Where the tooltip goes (below the trigger unless told). */
  positioning?: ChakraTooltip.RootProps['positioning'];
  /** How long the pointer rests on the trigger before the tooltip shows, in ms. */
  openDelay?: number;
  /** How long the tooltip stays once the pointer has left, in ms. */
  closeDelay?: number;
  /** Never shows the tooltip. */
  disabled?: boolean;
}

interface TooltipControl {
  /** Shows now, closing any other tooltip: one at a time. */
  show(): void;
  close(): void;
  showAfter(ms: number): void;
  closeAfter(ms: number): void;
  /** What the running timer will do, if one runs. */
  pending(): 'show' | 'close' | null;
  cancel(): void;
}

/** The tooltip showing now. While one shows, another trigger's shows at once, as in Zag's. */
let shownTooltip: TooltipControl | null = null;

function useTooltipControl() {
  const [isOpen, setIsOpen] = useState(false);
  const [control] = useState(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let next: 'show' | 'close' | null = null;
    const cancel = () => {
      clearTimeout(timer);
      timer = undefined;
      next = null;
    };
    const self: TooltipControl = {
      show() {
        cancel();
        if (shownTooltip && shownTooltip !== self) shownTooltip.close();
        shownTooltip = self;
        setIsOpen(true);
      },
      close() {
        cancel();
        if (shownTooltip === self) shownTooltip = null;
        setIsOpen(false);
      },
      showAfter(ms) {
        cancel();
        next = 'show';
        timer = setTimeout(self.show, ms);
      },
      closeAfter(ms) {
        cancel();
        next = 'close';
        timer = setTimeout(self.close, ms);
      },
      pending: () => next,
      cancel,
    };
    return self;
  });
  useEffect(() => {
    trackInputModality();
    return () => control.close();
  }, [control]);
  return { isOpen, control, isShown: () => shownTooltip === control };
}

/** Calls the trigger's own handler, then the tooltip's. */
function both<E>(own: ((event: E) => void) | undefined, tooltip: (event: E) => void) {
  return (event: E) => {
    own?.(event);
    tooltip(event);
  };
}

/**
 * A short hint shown on hover and keyboard focus, one at a time. The trigger is the page's own
 * element, given an id and the handlers that say when to show; the tooltip's code (Chakra's
 * tooltip with its positioning, ~13 KB gzip) loads when a pointer first rests on a trigger or a
 * key first focuses one, so pages do not carry it until then, and nothing under the pointer or
 * the focus is re-created when it arrives. Its content is in the page only while it shows (a list
 * of rows with several icon buttons each would otherwise render every hint, hidden).
 */
export function Tooltip({
  content,
  children,
  showArrow = true,
  positioning,
  openDelay = 300,
  closeDelay = 100,
  disabled = false,
}: TooltipProps) {
  const generatedId = useId();
  const triggerId = children.props.id ?? `tooltip-${generatedId}-trigger`;
  const contentId = `tooltip-${generatedId}-content`;
  const { isOpen, control, isShown } = useTooltipControl();
  const hasOpened = useHasOpened(isOpen);
  const own = children.props;

  const trigger = cloneElement(children, {
    id: triggerId,
    'aria-describedby': isOpen ? contentId : own['aria-describedby'],
    onPointerMove: both(own.onPointerMove, (event) => {
      // No tooltips for a finger: a touch would show one under it, over what it taps next.
      if (disabled || event.pointerType === 'touch' || control.pending() === 'show') return;
      if (isShown()) {
        // Back on the trigger before the tooltip went: it stays.
        if (control.pending() === 'close') control.cancel();
        return;
      }
      void loadTooltipLayer();
      if (shownTooltip) control.show();
      else control.showAfter(openDelay);
    }),
    onPointerLeave: both(own.onPointerLeave, (event) => {
      if (event.pointerType === 'touch') return;
      if (control.pending() === 'show') control.cancel();
      else if (isShown()) control.closeAfter(closeDelay);
    }),
    onPointerDown: both(own.onPointerDown, control.close),
    onClick: both(own.onClick, control.close),
    onFocus: both(own.onFocus, () => {
      if (disabled || !isFocusVisible()) return;
      void loadTooltipLayer();
      control.show();
    }),
    onBlur: both(own.onBlur, control.close),
    onKeyDown: both(own.onKeyDown, (event) => {
      if (event.key === 'Escape' && isOpen) control.close();
    }),
  });

  return (
    <>
      {trigger}
      {hasOpened && (
        <Suspense fallback={null}>
          <TooltipLayer
            isOpen={isOpen}
            onClose={control.close}
            triggerId={triggerId}
            contentId={contentId}
            content={content}
            showArrow={showArrow}
            positioning={positioning}
          />
        </Suspense>
      )}
    </>
  );
}
