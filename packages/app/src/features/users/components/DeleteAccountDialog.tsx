import { ConfirmDialog } from '@portal/ui';

/** The spec's delete confirmation text. */
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this account?';

export interface DeleteAccountDialogProps {
  isOpen: boolean;
  /** Runs the deletion; the dialog stays busy until it settles. */
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
}

/** The delete modal: asks before an account is deleted for good. */
export function DeleteAccountDialog({ isOpen, onConfirm, onCancel }: DeleteAccountDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title="Delete account"
      message={DELETE_CONFIRMATION}
      confirmLabel="Delete"
      tone="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
