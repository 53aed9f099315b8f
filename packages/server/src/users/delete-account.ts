import { and, eq } from 'drizzle-orm';

import type { TDeleteAccountRequest, TMessageResponse } from '@portal/contracts';

import { audit } from '../audit/audit-log.ts';
import { afterAccountDeleted, channelsOf } from '../chat/account-events.ts';
import { invitationsMadeBy, withdrawInvitations } from '../invitations/invitations.ts';
import type { AppContext } from '../context.ts';
import { clients, documents, users } from '../db/schema.ts';
import { keepClientRecords, keepProviderRecords } from '../documents/retention.ts';
import type { Caller } from '../lib/caller.ts';
import { forbidden } from '../lib/http-error.ts';
import { requireAdminTarget } from './find-user.ts';
import { removeProfilePicture } from './profile-pictures.ts';
import { confirmPassword } from './reauthenticate.ts';

/**
 * DELETE /auth/delete-me-account {loginUserId, password}: a user deletes the own account; the
 * superadmin may delete any other non-superadmin account (the delete action of the review lists).
 * Either way with the deleting person's password (./reauthenticate.ts). The row goes away, and
 * what the practice must keep stays (documents/retention.ts, docs/server.md); its tokens fail
 * because the account is gone.
 */
export async function deleteAccount(
  ctx: AppContext,
  caller: Caller,
  { loginUserId, password }: TDeleteAccountRequest,
  ip: string,
): Promise<TMessageResponse> {
  const isSelf = loginUserId === caller.id;
  if (isSelf && caller.role === 'superadmin') {
    throw forbidden('The superadmin account cannot be deleted.');
  }
  if (!isSelf && caller.role !== 'superadmin') {
    throw forbidden('You can only delete your own account.');
  }
  const target = isSelf ? caller.user : await requireAdminTarget(ctx.db, loginUserId);
  await confirmPassword(ctx, caller, password, ip, isSelf ? 'delete-self' : 'delete-user');
  const chatChannels = await channelsOf(ctx, target.id);
  const invitations = await invitationsMadeBy(ctx, target.id);
  const { deleted, fileKeys } = await ctx.db.transaction(async (tx) => {
    // A client record whose account goes away is free to be signed up for again.
    await tx
      .update(clients)
      .set({ isAccountCreatedByOwnClient: false, updatedAt: new Date() })
      .where(eq(clients.userId, target.id));
    // What the practice must keep stays (documents/retention.ts); the rest goes, files too.
    // A provider's templates are not records: they go, files too (never the practice's, which
    // the superadmin owns); its packets go by the foreign key, what they sent stays.
    const templateKeys =
      target.role === 'provider'
        ? (
            await tx
              .delete(documents)
              .where(and(eq(documents.ownerId, target.id), eq(documents.kind, 'template')))
              .returning({ fileKey: documents.fileKey })
          ).map((row) => row.fileKey)
        : [];
    const fileKeys = [
      ...templateKeys,
      ...(target.role === 'provider'
        ? await keepProviderRecords(tx, target.id)
        : await keepClientRecords(tx, target.id)),
    ];
    // The picture as the row holds it now: an upload that finished after this request began
    // (update-me locks the row) is removed too, never left behind.
    const deleted = await tx
      .delete(users)
      .where(eq(users.id, target.id))
      .returning({ profileImage: users.profileImage });
    return { deleted, fileKeys };
  });
  for (const { profileImage } of deleted) await removeProfilePicture(ctx.files, profileImage);
  for (const key of fileKeys) {
    await ctx.files.delete(key).catch((error: unknown) => {
      ctx.log.warn({ err: error, key }, 'the file of a deleted document was not removed');
    });
  }
  await audit(ctx.db, {
    action: isSelf ? 'account.delete-self' : 'user.delete',
    actorId: caller.id,
    targetId: target.id,
    ip,
    detail: { email: target.email, role: target.role },
  });
  ctx.notifier.endSessions(target.id, 'deleted');
  // Its guests' access ends with it; its messages stay (signed "Deleted user"); the other
  // members hear of it.
  await withdrawInvitations(ctx, invitations);
  await afterAccountDeleted(ctx, chatChannels);
  return { message: 'Account deleted successfully' };
}
