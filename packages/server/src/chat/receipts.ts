import { sql, type SQL } from 'drizzle-orm';

/*
 * Read receipts (issue 36): how far a member has seen (`chat_members.seen_seq`, never back) is
 * shown to the others ("Seen", "Seen by 3") unless the member turned its receipts off; a person
 * with receipts off sees no one's either. Guests have no settings: theirs are on.
 */

/** Whether the account of this id (an SQL expression; null for a guest) shows its receipts. */
export const receiptsOn = (userId: SQL) =>
  sql`(${userId} is null or coalesce((select p.read_receipts from chat_preferences p
    where p.user_id = ${userId}), true))`;
