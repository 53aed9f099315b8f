import { inArray, sql } from 'drizzle-orm';

import type { TRole } from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { chatGuests, users } from '../db/schema.ts';

/** Someone a group's event names: an account (with its role) or a guest (role null). */
export interface NamedPerson {
  id: string;
  fullName: string;
  role: TRole | null;
}

/** Names and roles of accounts and guests by id (a guest is named as it joined). */
export async function peopleByIds(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, NamedPerson>> {
  if (ids.length === 0) return new Map();
  const wanted = [...new Set(ids)];
  const rows: NamedPerson[] = [
    ...(await db
      .select({ id: users.id, fullName: users.fullName, role: users.role })
      .from(users)
      .where(inArray(users.id, wanted))),
    ...(await db
      .select({ id: chatGuests.id, fullName: chatGuests.displayName, role: sql<null>`null` })
      .from(chatGuests)
      .where(inArray(chatGuests.id, wanted))),
  ];
  return new Map(rows.map((row) => [row.id, row]));
}
