import { lazy, Suspense, type ComponentType } from 'react';

import { useHasOpened } from '@portal/ui';

/**
 * A dialog whose code loads when it first opens: a page does not carry the dialogs it may never
 * open (their forms, checklists and the machinery of their inputs). From its first opening on it
 * stays mounted, so that it animates out when closed. On a slow network it shows a moment after
 * the press, as the dialog frames of the design system do (ModalFrame).
 */
export function loadOnFirstOpen<P extends { isOpen: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function DialogOnFirstOpen(props: P) {
    const hasOpened = useHasOpened(props.isOpen);
    if (!hasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return DialogOnFirstOpen;
}
