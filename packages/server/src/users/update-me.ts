import { eq } from 'drizzle-orm';

import type { TEndpointInput, TUpdateMeResponse } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { users, type UserRow } from '../db/schema.ts';
import type { Caller } from '../http/authenticate.ts';
import type { UploadedFile } from '../http/multipart.ts';
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

  const previousPicture = caller.user.profileImage;
  // The picture is checked and written before the row changes, so a bad file changes nothing.
  if (picture) changes.profileImage = await storeProfilePicture(ctx.files, picture);
  else if (fields.removeProfileImage === 'true') changes.profileImage = null;

  const [row] = await ctx.db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, caller.id))
    .returning();
  if (!row) throw new Error('the account vanished during the update');
  if (changes.profileImage !== undefined && previousPicture !== row.profileImage) {
    await removeProfilePicture(ctx.files, previousPicture);
  }
  return { message: 'Your profile has been updated.', data: await loginDetails(ctx.db, row) };
}
