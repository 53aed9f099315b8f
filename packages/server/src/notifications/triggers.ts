import { eq } from 'drizzle-orm';

import type { AppContext } from '../context.ts';
import { users, type UserRow } from '../db/schema.ts';
import { notify, type NotificationInput } from './notify.ts';

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

/** A new sign-up waits for review: every superadmin hears of it. */
export async function notifySignupToReview(ctx: AppContext, account: UserRow): Promise<void> {
  await safely(
    ctx,
    (await superadminIds(ctx)).map((recipientId) => ({
      recipientId,
      type: 'account-review',
      title: 'A new sign-up waits for review',
      message: `${account.fullName} signed up as a ${account.role}.`,
      link: `/pending-users/view-user/${account.id}`,
    })),
  );
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
