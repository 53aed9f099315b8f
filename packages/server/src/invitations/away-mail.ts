import { sql } from 'drizzle-orm';

import type { TChannelType } from '@portal/contracts';

import type { MessageRow } from '../chat/message-rows.ts';
import type { AppContext } from '../context.ts';
import { inviteLink } from './links.ts';
import { rawQuery } from '../db/raw-query.ts';

/*
 * Guests come back: a guest with no socket open when someone else writes in its conversation gets
 * one e-mail (who and where, never the text) with a link that resumes its session, and no other
 * until it is back (a socket, a read marker or a renewed session clears the mark). The mark is
 * claimed by a conditional update, so that one process sends it even with several running.
 */

interface AwayGuest {
  id: string;
  email: string;
  displayName: string;
  invitationId: string;
  type: TChannelType;
  channelName: string | null;
}

/** The guest is back (a socket, a read marker, a renewal): a later reply may e-mail it again. */
export async function guestIsBack(ctx: AppContext, guestId: string): Promise<void> {
  await ctx.db.execute(sql`
    update chat_guests set away_mailed_at = null
    where id = ${guestId} and away_mailed_at is not null`);
}

/** After a person's message: e-mails the channel's guests who are away and were not told yet. */
export async function mailAwayGuests(ctx: AppContext, row: MessageRow): Promise<void> {
  const result = await rawQuery<AwayGuest[]>(
    ctx.db,
    sql`
    select g.id as "id", g.email as "email", g.display_name as "displayName",
      g.invitation_id as "invitationId", c.type as "type", c.name as "channelName"
    from chat_guests g
    join chat_members m on m.guest_id = g.id and m.channel_id = g.channel_id
    join chat_invitations i on i.id = g.invitation_id
    join chat_channels c on c.id = g.channel_id
    where g.channel_id = ${row.channelId} and g.away_mailed_at is null
      and i.revoked_at is null and m.last_read_seq < ${row.seq}
      and g.id is distinct from ${row.authorGuestId}`,
  );
  if (result.rows.length === 0) return;
  const online = await ctx.chat.rooms.guestsOnline(result.rows.map((guest) => guest.id));
  for (const guest of result.rows) {
    if (online.has(guest.id)) continue;
    const claimed = await rawQuery<unknown[]>(
      ctx.db,
      sql`
      update chat_guests set away_mailed_at = now()
      where id = ${guest.id} and away_mailed_at is null returning id`,
    );
    if (claimed.rows.length === 0) continue;
    try {
      // A guest reads a private group's clients in their private form (chat/privacy.ts).
      await sendAwayMail(ctx, guest, row.channelId, row.privateForm?.authorName ?? row.authorName);
    } catch (error) {
      ctx.log.error({ err: error, guestId: guest.id }, 'a guest’s reply e-mail failed');
    }
  }
}

async function sendAwayMail(
  ctx: AppContext,
  guest: AwayGuest,
  channelId: string,
  authorName: string | null,
): Promise<void> {
  const token = await ctx.tokens.signGuestResume(
    { sub: guest.id, channelId },
    ctx.config.guests.resumeSeconds,
  );
  const link = `${inviteLink(ctx, guest.type, guest.invitationId, guest.email)}?resume=${token}`;
  const where = guest.channelName ? `in “${guest.channelName}”` : 'in your conversation';
  const who = authorName ?? 'Someone';
  await ctx.mailer.send({
    to: guest.email,
    subject: `${who} replied ${where}`,
    text: [
      `Hello ${guest.displayName},`,
      '',
      `${who} wrote ${where}, which you joined as a guest, while you were away.`,
      'Open this link to go back to the conversation:',
      '',
      link,
      '',
      'The link works while the invitation and your place in the conversation last. You get one such e-mail until you are back.',
    ].join('\n'),
    localNotice: `guest resume link for ${guest.email}: ${link}`,
  });
}
