import type { TResourceRule } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Caller, GuestCaller, SetupCaller } from '../lib/caller.ts';
import { notFound } from '../lib/http-error.ts';

/** How a domain decides one resource rule of the endpoint table (its `access.ts`). */
export interface ResourceCheck {
  /** The 404's message: the same whether the object is missing or not the caller's. */
  notFound: string;
  /** Whether the object named by the path's params exists and the caller may reach it. */
  allows: (
    ctx: AppContext,
    caller: Caller | GuestCaller,
    params: { id?: string },
  ) => Promise<boolean>;
}

/** One check per resource rule named in contracts, assembled from the domains (src/domains.ts). */
export type ResourceChecks = Record<TResourceRule, ResourceCheck>;

/** Applies an endpoint's resource rule: anything the caller may not reach does not exist. */
export async function checkResource(
  ctx: AppContext,
  check: ResourceCheck,
  caller: Caller | GuestCaller | SetupCaller,
  params: { id?: string },
): Promise<void> {
  // A set-up token's account reaches no object of anyone's (it only sets up its second factor).
  if (caller.kind === 'setup' || !(await check.allows(ctx, caller, params))) {
    throw notFound(check.notFound);
  }
}
