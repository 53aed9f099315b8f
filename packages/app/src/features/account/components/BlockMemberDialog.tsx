import { ConfirmDialog } from '@portal/ui';

import { accountActions } from '../api/mutations';

export interface BlockMemberDialogProps {
  /** The person to block; null: the dialog is closed. */
  member: { id: string; name: string } | null;
  /** The block is done (the server's toast said so). */
  onBlocked: () => void;
  onCancel: () => void;
}

/**
 * Blocking a member from where one meets them (a direct chat's details, a member's profile): a
 * confirmation that says what blocking does. Unblocking stays in Settings.
 */
export function BlockMemberDialog({ member, onBlocked, onCancel }: BlockMemberDialogProps) {
  return (
    <ConfirmDialog
      isOpen={member !== null}
      title="Block member"
      message={`Block ${member?.name ?? ''}? Neither of you can write to the other any more, and they are not told. Your earlier messages stay readable. You can unblock them in Settings, under Blocked users.`}
      confirmLabel="Block"
      tone="danger"
      onConfirm={async () => {
        if (member && (await accountActions.blockMember(member.id))) onBlocked();
      }}
      onCancel={onCancel}
    />
  );
}
