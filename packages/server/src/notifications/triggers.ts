import { eq } from 'drizzle-orm';

import type { AppContext } from '../context.ts';
import { users, type UserRow } from '../db/schema.ts';
import { notify, readForAll, type NotificationInput } from './notify.ts';

/**
 * The account events that notify someone. Each runs after its change is stored; a notification
 * that fails is logged and never undoes the change it reports.
 */
async function safely(ctx: AppContext, inputs: NotificationInput[]): Promise<void> {
  for (const input of inputs) {
    try {
      await notify(ctx, input);
    } catch (error) {
      ctx.log.error({ err: error, type: input.type }, 'a notification could not be sent');
    }
  }
}

async function superadminIds(ctx: AppContext): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'superadmin'));
  return rows.map((row) => row.id);
}

/** Where a "waits for review" notice leads, and so how the notices of one account are found. */
const reviewLink = (accountId: string) => `/pending-users/view-user/${accountId}`;

/** A new sign-up waits for review: every superadmin hears of it. */
export async function notifySignupToReview(ctx: AppContext, account: UserRow): Promise<void> {
  await safely(
    ctx,
    (await superadminIds(ctx)).map((recipientId) => ({
      recipientId,
      type: 'account-review',
      title: 'A new sign-up waits for review',
      message: `${account.fullName} signed up as a ${account.role}.`,
      link: reviewLink(account.id),
    })),
  );
}

/**
 * The account was decided (approved, rejected, restored): its "waits for review" notices are read
 * for every superadmin, whoever decided, and their open tabs hear it. Logged if it fails, never
 * undoing the decision.
 */
export async function settleSignupReview(ctx: AppContext, accountId: string): Promise<void> {
  try {
    await readForAll(ctx, await superadminIds(ctx), {
      type: 'account-review',
      link: reviewLink(accountId),
    });
  } catch (error) {
    ctx.log.error({ err: error }, 'the review notifications could not be marked read');
  }
}

/** A client made an account from a provider's record (license sign-up): the provider hears of it. */
export async function notifyLicenseSignup(
  ctx: AppContext,
  account: UserRow,
  providerId: string,
): Promise<void> {
  await safely(ctx, [
    {
      recipientId: providerId,
      type: 'client-signup',
      title: 'Your client signed up',
      message:
        `${account.fullName} signed up with license number ${account.licenseNo ?? ''}.`.trim(),
      link: '/clients',
    },
  ]);
  await notifySignupToReview(ctx, account);
}

/**
 * The account was rejected: the person hears it by e-mail at once, with the reason when the
 * superadmin gave one (a rejected account cannot sign in to read it). Stored too, for the day the
 * account is restored and approved.
 */
export async function notifyRejection(
  ctx: AppContext,
  account: UserRow,
  reason: string | null,
): Promise<void> {
  const said = reason
    ? `The administrator gave this reason: ${reason}`
    : 'Please contact the administrator.';
  await safely(ctx, [
    {
      recipientId: account.id,
      type: 'account-status',
      title: 'Your account was rejected',
      message: said,
      link: '/',
      email: 'now',
      emailText: said,
      // The reason is the administrator's words: a lock screen shows only that it was rejected.
      ...(reason
        ? { withoutText: { title: 'Your account was rejected', message: 'Open it to read why.' } }
        : {}),
    },
  ]);
}

/**
 * The account was approved, or restored to review. Also by e-mail at once: the person cannot see
 * it in the app before signing in.
 */
export async function notifyAccountStatus(
  ctx: AppContext,
  account: UserRow,
  change: 'approved' | 'restored',
): Promise<void> {
  await safely(ctx, [
    change === 'approved'
      ? {
          recipientId: account.id,
          type: 'account-status',
          title: 'Your account was approved',
          message: 'You can sign in now.',
          link: '/',
          email: 'now',
        }
      : {
          recipientId: account.id,
          type: 'account-status',
          title: 'Your account is back in review',
          message: 'The administrator will look at it again; you will hear when it is approved.',
          link: '/',
          email: 'now',
        },
  ]);
}
