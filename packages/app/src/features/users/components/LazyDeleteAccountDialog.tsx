import { loadOnFirstOpen } from '@/lib/lazy/load-on-first-open';

import type { DeleteAccountDialogProps } from './DeleteAccountDialog';

/**
 * The delete confirmation for a page that rarely opens it (Settings): its password step's code
 * loads on the first opening.
 */
export const LazyDeleteAccountDialog = loadOnFirstOpen<DeleteAccountDialogProps>(
  () => import('./DeleteAccountDialog').then((module) => module.DeleteAccountDialog),
  (props) => props.isOpen,
);
