import { Heading, type HeadingProps } from '@chakra-ui/react';
import { useEffect, useRef, type Ref } from 'react';

export interface StepHeadingProps extends HeadingProps {
  /** Takes the focus when shown: the dialog moved to this step (not when it opened on it). */
  focusOnMount?: boolean;
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * The heading of a step of the complete document dialog. Focus moves to it when the step comes,
 * so that a screen reader says where the person is and Tab goes on from the step's top, and the
 * step is shown from its top.
 */
export function StepHeading({ focusOnMount = false, ref, ...rest }: StepHeadingProps) {
  const own = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    const heading = own.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    scrollToStepTop(heading);
    // Only when the step appears: later renders leave the focus where the person put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Heading
      as="h3"
      size="md"
      tabIndex={-1}
      // A heading is not a control: focus lands on it without a ring.
      _focus={{ outline: 'none' }}
      ref={(element: HTMLHeadingElement | null) => {
        own.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      {...rest}
    />
  );
}

/**
 * Shows a step from its top, whatever the last one left scrolled: its scrolling container (the
 * dialog's body) goes back to the top. Only that container: `scrollIntoView` would also move the
 * dialog itself within its frame.
 */
export function scrollToStepTop(element: HTMLElement) {
  for (let box = element.parentElement; box; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if (overflowY === 'auto' || overflowY === 'scroll') {
      box.scrollTop = 0;
      return;
    }
  }
}
