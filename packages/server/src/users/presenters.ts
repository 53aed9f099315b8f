import { and, asc, eq } from 'drizzle-orm';

import { API_BASE, ROUTES } from '@portal/contracts';
import type {
  TAccountReviewItem,
  TLoginUserDetails,
  TUserListItem,
  TUserProfile,
} from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { blockedMembers, clients, users, type UserRow } from '../db/schema.ts';

/**
 * The only way user rows leave the server: explicit field lists, so a new column (like the password
 * hash or the token version) can never leak by accident.
 */
/** Where a picture is served: the path of the profilePicture endpoint, before its file name. */
export const PROFILE_IMAGE_PATH = `${API_BASE}${ROUTES.profilePicture.path.replace(':fileName', '')}`;

export function profileImageUrl(fileName: string | null): string | null {
  return fileName ? `${PROFILE_IMAGE_PATH}${fileName}` : null;
}

export type ListUserRow = Pick<
  UserRow,
  | 'id'
  | 'fullName'
  | 'email'
  | 'role'
  | 'isApprove'
  | 'status'
  | 'licenseNo'
  | 'country'
  | 'state'
  | 'gender'
  | 'department'
  | 'profileImage'
  | 'createdAt'
  | 'updatedAt'
>;

export function toListItem(row: ListUserRow): TUserListItem {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    role: row.role,
    isApprove: row.isApprove,
    status: row.status,
    licenseNo: row.licenseNo,
    country: row.country,
    state: row.state,
    gender: row.gender,
    department: row.department,
    profileImage: profileImageUrl(row.profileImage),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A row of the superadmin's review lists: the list item and the reason of a rejection. */
export function toReviewItem(
  row: ListUserRow & Pick<UserRow, 'rejectionReason'>,
): TAccountReviewItem {
  return { ...toListItem(row), rejectionReason: row.rejectionReason };
}

export function toProfile(row: UserRow, blocked: string[]): TUserProfile {
  return {
    id: row.id,
    fullName: row.fullName,
    role: row.role,
    isApprove: row.isApprove,
    status: row.status,
    email: row.email,
    address: row.address,
    age: row.age,
    gender: row.gender,
    contactNo: row.contactNo,
    licenseNo: row.licenseNo,
    country: row.country,
    state: row.state,
    profileImage: profileImageUrl(row.profileImage),
    blockedMembers: blocked,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function blockedMemberIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ memberId: blockedMembers.memberId })
    .from(blockedMembers)
    .innerJoin(users, and(eq(users.id, blockedMembers.memberId), isBlockableMember))
    .where(eq(blockedMembers.userId, userId))
    .orderBy(asc(blockedMembers.createdAt));
  return rows.map((r) => r.memberId);
}

/**
 * Who can be blocked, and so who a block list shows: approved, active accounts (the people of
 * get-all-valid-users). A member who is blocked, rejected or back in review later drops out of
 * the list until approved and active again; its block row stays.
 */
export const isBlockableMember = and(eq(users.isApprove, 'approve'), eq(users.status, 'active'));

/** The logged-in details of spec section 3, for login and get-me. */
export async function loginDetails(db: Db, row: UserRow): Promise<TLoginUserDetails> {
  const [blocked, clientList, ownRecord] = await Promise.all([
    blockedMemberIds(db, row.id),
    row.role === 'provider'
      ? db
          .select({
            id: clients.id,
            fullName: clients.fullName,
            email: clients.email,
            licenseNo: clients.licenseNo,
          })
          .from(clients)
          .where(eq(clients.providerId, row.id))
          .orderBy(asc(clients.fullName))
      : Promise.resolve([]),
    row.role === 'client'
      ? db
          .select({ providerId: clients.providerId })
          .from(clients)
          .where(eq(clients.userId, row.id))
          .limit(1)
      : Promise.resolve([]),
  ]);
  return {
    userId: row.id,
    email: row.email,
    eSignature: row.eSignature,
    department: row.department,
    clientList,
    isAccountCreatedByOwnClient: row.isAccountCreatedByOwnClient,
    providerId: ownRecord[0]?.providerId ?? null,
    user: toProfile(row, blocked),
  };
}
