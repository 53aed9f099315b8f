import type { TChannelType } from '@portal/contracts';

import type { AppContext } from '../context.ts';

/** Where e-mailed links point: PUBLIC_URL, or this server on localhost. */
export const publicBase = (ctx: AppContext) =>
  (ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`).replace(/\/$/, '');

/** The spec's invite routes: `/invite-chat/{type}/{id}/{email}`, or without the e-mail. */
export function inviteLink(
  ctx: AppContext,
  type: TChannelType,
  invitationId: string,
  email: string | null,
): string {
  const tail = email ? `/${encodeURIComponent(email)}` : '';
  return `${publicBase(ctx)}/invite-chat/${type}/${invitationId}${tail}`;
}
