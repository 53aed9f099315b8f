import { randomUUID } from 'node:crypto';

import { and, eq, gt, or } from 'drizzle-orm';

import { NEW_DEVICE_DAYS } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { sessions, type UserRow } from '../db/schema.ts';
import { utcTime } from '../lib/times.ts';
import { deviceOf, type Device } from './device.ts';

/**
 * Whether the account used this browser family on this system in the last NEW_DEVICE_DAYS, and
 * whether it ever signed in before (a first sign-in is not news).
 */
async function seenBefore(
  ctx: AppContext,
  userId: string,
  device: Device,
): Promise<{ device: boolean; any: boolean }> {
  const since = new Date(Date.now() - NEW_DEVICE_DAYS * 86_400_000);
  const recent = await ctx.db
    .select({ browser: sessions.browser, os: sessions.os })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(gt(sessions.lastActiveAt, since), gt(sessions.createdAt, since)),
      ),
    );
  const [earlier] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .limit(1);
  return {
    device: recent.some((row) => row.browser === device.browser && row.os === device.os),
    any: earlier !== undefined,
  };
}

/** Tells the person of a sign-in from a device it has not used lately: when, what, where. */
async function mailNewDevice(
  ctx: AppContext,
  user: UserRow,
  device: Device,
  ip: string,
  at: Date,
): Promise<void> {
  const base = ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;
  await ctx.mailer.send({
    to: user.email,
    subject: 'New sign-in to your account',
    text: [
      'Your account was signed in to from a device you have not used lately.',
      '',
      `When: ${utcTime(at)}`,
      `Device: ${device.label}`,
      `Address: ${ip}`,
      '',
      `If this was you, there is nothing to do. If not, change your password and sign out the other sessions: ${base}/settings`,
    ].join('\n'),
  });
}

/**
 * A sign-in becomes a session: a row with its device and address, whose id the token carries.
 * A device new to the account (not its first sign-in) is e-mailed to the person, after the answer.
 */
export async function startSession(
  ctx: AppContext,
  user: UserRow,
  request: { ip: string; userAgent: string | undefined },
): Promise<string> {
  const device = deviceOf(request.userAgent);
  const seen = await seenBefore(ctx, user.id, device);
  const id = randomUUID();
  const now = new Date();
  await ctx.db.insert(sessions).values({
    id,
    userId: user.id,
    createdAt: now,
    lastActiveAt: now,
    ip: request.ip,
    userAgent: request.userAgent?.slice(0, 512) ?? null,
    ...device,
  });
  if (seen.any && !seen.device) {
    ctx.background(() => mailNewDevice(ctx, user, device, request.ip, now));
  }
  return id;
}
