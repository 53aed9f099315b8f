import { ConfirmDialog } from '@portal/ui';

/** The spec's restore confirmation text. */
export const RESTORE_CONFIRMATION = 'Are you sure you want to restore this account?';

export interface RestoreAccountDialogProps {
  isOpen: boolean;
  /** Called on Restore; the caller closes the dialog first, then restores (spec section 4). */
  onConfirm: () => void;
  onCancel: () => void;
}

/** The restore modal: it cannot be dismissed, only answered with Cancel or Restore. */
export function RestoreAccountDialog({ isOpen, onConfirm, onCancel }: RestoreAccountDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title="Restore account"
      message={RESTORE_CONFIRMATION}
      confirmLabel="Restore"
      isDismissable={false}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
