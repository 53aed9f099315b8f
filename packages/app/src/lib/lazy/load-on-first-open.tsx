import { lazy, Suspense, type ComponentType } from 'react';

import { useHasOpened } from '@portal/ui';

/**
 * A dialog whose code loads when it first opens (`isOpen` says when, from its props): a page does
 * not carry the dialogs it may never open (their forms, checklists, PDF views and the machinery of
 * their inputs and of Chakra's dialog). From its first opening on it stays mounted, so that it
 * animates out when closed. On a slow network it shows a moment after the press, as the design
 * system's dialog frames do (ModalFrame).
 */
export function loadOnFirstOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function DialogOnFirstOpen(props: P) {
    const hasOpened = useHasOpened(isOpen(props));
    if (!hasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return DialogOnFirstOpen;
}
