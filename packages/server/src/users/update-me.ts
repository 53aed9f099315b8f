import { eq } from 'drizzle-orm';

import {
  SAVED_SIGNATURE_IMAGE_PREFIX,
  SIGNATURE_IMAGE_BOUNDS,
  type TEndpointInput,
  type TUpdateMeResponse,
} from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { users, type UserRow } from '../db/schema.ts';
import { assertWithinStorage, attachmentBytes } from '../files/storage-quota.ts';
import type { Caller } from '../lib/caller.ts';
import type { UploadedFile } from '../lib/uploaded-file.ts';
import { unauthorized } from '../lib/http-error.ts';
import { checkImageBounds } from '../lib/image-bounds.ts';
import { loginDetails } from './presenters.ts';
import { removeProfilePicture, storeProfilePicture } from './profile-pictures.ts';

/** The checked text parts of update-me. */
type UpdateMeFields = TEndpointInput<'updateMe'>['fields'];

const orNull = <T>(value: T | ''): T | null => (value === '' ? null : value);

/** Changes the caller's own profile; e-mail, role and approval are not part of it. */
export async function updateMe(
  ctx: AppContext,
  caller: Caller,
  fields: UpdateMeFields,
  picture: UploadedFile | null,
): Promise<TUpdateMeResponse> {
  const changes: Partial<UserRow> = {};
  if (fields.fullName !== undefined) changes.fullName = fields.fullName;
  if (fields.department !== undefined) changes.department = orNull(fields.department);
  if (fields.gender !== undefined) changes.gender = orNull(fields.gender);
  if (fields.age !== undefined) changes.age = orNull(fields.age);
  if (fields.contactNo !== undefined) changes.contactNo = orNull(fields.contactNo);
  if (fields.address !== undefined) changes.address = orNull(fields.address);
  if (fields.country !== undefined) changes.country = orNull(fields.country);
  if (fields.state !== undefined) changes.state = orNull(fields.state);
  if (fields.eSignature !== undefined) changes.eSignature = orNull(fields.eSignature);
  // A drawn signature is decoded when it signs: its size is checked now, when it is saved.
  if (fields.eSignature?.startsWith(SAVED_SIGNATURE_IMAGE_PREFIX)) {
    const png = Buffer.from(fields.eSignature.slice(SAVED_SIGNATURE_IMAGE_PREFIX.length), 'base64');
    checkImageBounds(png, SIGNATURE_IMAGE_BOUNDS, 'saved signature');
  }

  // The picture is checked and written before the row changes, so a bad file changes nothing.
  const newPicture = picture ? await storeProfilePicture(ctx.files, picture) : null;
  if (newPicture) changes.profileImage = newPicture;
  else if (fields.removeProfileImage === 'true') changes.profileImage = null;

  let updated: { row: UserRow; previous: string | null };
  try {
    updated = await ctx.db.transaction(async (tx) => {
      // The row lock serializes one account's updates, on every process: each one sees the
      // picture the one before left, so every replaced picture is known and removed below.
      const [current] = await tx
        .select({ profileImage: users.profileImage })
        .from(users)
        .where(eq(users.id, caller.id))
        .for('update');
      if (!current) throw unauthorized('Your session has expired. Please sign in again.');
      if (picture) {
        // The old picture gives way to the new one; the account's attachments stay.
        assertWithinStorage(ctx, (await attachmentBytes(tx, caller.id)) + picture.bytes.length);
      }
      const [row] = await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, caller.id))
        .returning();
      if (!row) throw new Error('the locked row could not be updated');
      return { row, previous: current.profileImage };
    });
  } catch (error) {
    // A picture whose update did not happen belongs to nobody: it goes at once.
    if (newPicture) await removeProfilePicture(ctx.files, newPicture);
    throw error;
  }
  const { row, previous } = updated;
  if (previous && previous !== row.profileImage) await removeProfilePicture(ctx.files, previous);
  return { message: 'Your profile has been updated.', data: await loginDetails(ctx.db, row) };
}
