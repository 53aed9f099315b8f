import { PasswordConfirmDialog } from '@portal/ui';

/** The spec's delete confirmation text. */
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this account?';

export interface DeleteAccountDialogProps {
  isOpen: boolean;
  /**
   * Runs the deletion with the password typed; resolves to a problem to show under the password
   * (the dialog stays open), or null once done. The dialog stays busy until it settles.
   */
  onConfirm: (password: string) => Promise<string | null>;
  onCancel: () => void;
}

/**
 * The delete modal: the spec's question, and the deleting person's password under it (the
 * re-authentication step), before an account is deleted for good.
 */
export function DeleteAccountDialog({ isOpen, onConfirm, onCancel }: DeleteAccountDialogProps) {
  return (
    <PasswordConfirmDialog
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
