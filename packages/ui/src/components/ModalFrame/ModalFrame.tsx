import { Suspense, lazy, type ReactNode } from 'react';

import { useHasOpened } from '../../lib/use-has-opened';

const ModalDialog = lazy(() => import('./ModalDialog'));

export interface ModalFrameProps {
  /** Whether the modal is shown. */
  isOpen: boolean;
  /** Called when the user dismisses the modal (Close, Escape, a click on the overlay). */
  onClose: () => void;
  /** The centred heading. */
  title: ReactNode;
  /** The modal's content. */
  children?: ReactNode;
  /** Buttons under the content, such as Cancel and Confirm. */
  footer?: ReactNode;
  /**
   * When false, Close, Escape and the overlay do not dismiss the modal (the restore modal):
   * the user must answer with one of the footer's buttons.
   */
  isDismissable?: boolean;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /**
   * Width of the modal from the theme; 'wide' nearly fills the window (the whole screen on a
   * phone), for a document.
   */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'wide';
  /**
   * 'workspace' for work that takes a while (a form, fields placed on a PDF): the body scrolls
   * under a fixed footer, and a click on the overlay does not end the work (Close, Escape and the
   * footer's buttons do). 'standard': a message or a short form, its buttons centred.
   */
  variant?: 'standard' | 'workspace';
  /** Label of the Close button. */
  closeLabel?: string;
  /** Where focus goes when the modal opens (defaults to the first focusable element). */
  initialFocusEl?: () => HTMLElement | null;
}

/**
 * The shared modal frame: a centred heading, the content, and a Close button at the corner. The
 * dialog's code loads when the modal first opens: pages that may ask for a confirmation do not
 * carry it until they do. One instance can go through several steps (a form, then a PDF) and
 * change its size, rather than one modal closing as the next opens.
 */
export function ModalFrame(props: ModalFrameProps) {
  const hasOpened = useHasOpened(props.isOpen);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
