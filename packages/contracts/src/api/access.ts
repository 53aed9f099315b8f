import type { TRole } from '../users/constants.ts';

/**
 * Rules about one object that the server resolves per request, from the path's `:id`. A caller who
 * fails one is answered 404, as if the object did not exist. Each rule has one resolver on the
 * server (packages/server/src/http/resources.ts).
 */
export const RESOURCE_RULES = {
  /** A provider's own client record; the superadmin reaches every record. */
  'own-client-record': 'the provider who keeps the record, or the superadmin',
  /** A chat channel the caller is a member of (a guest: its own channel, where admitted). */
  'channel-member': 'a member of the channel',
  /** A notification of the caller's own. */
  'own-notification': 'the notification’s recipient',
  /** A session of the caller's own that has not ended. */
  'own-session': 'the account signed in with the session',
  /** A passkey of the caller's own. */
  'own-passkey': 'the passkey’s owner',
  /**
   * A document's owner, the client of one of its copies, or the provider a client's file is for;
   * and any provider for a template of the practice (it may read and send it, not change it).
   */
  'document-party':
    'a party to the document (its owner, or a client it was sent to, or the provider a file is for; any provider for a practice template)',
  /** An intake packet of the caller's own. */
  'own-packet': 'the provider who made the packet',
} as const;
export type TResourceRule = keyof typeof RESOURCE_RULES;

/** Who may call an endpoint. */
export type TAccess =
  /** No token needed. */
  | { readonly kind: 'public' }
  /** Only the guest of a channel, with its own guest token (its session renewal). */
  | { readonly kind: 'guest' }
  | {
      readonly kind: 'signed-in';
      /** Only accounts of these roles; every role when absent. */
      readonly roles?: readonly TRole[];
      /** A rule about the object named by the path, resolved on the server. */
      readonly resource?: TResourceRule;
      /**
       * Whether the guest of one channel (invitation link, no account) may call it as well. A
       * guest is its own kind of caller, never a role: only a rule that says so lets one through,
       * and only with a resource rule that scopes the guest to its channel.
       */
      readonly guests?: boolean;
      /**
       * Whether the set-up token of an account that must set up a second factor before anything
       * else is accepted as well (the set-up endpoints only). Such a token is its own kind of
       * caller: it reaches nothing else.
       */
      readonly setupToken?: boolean;
    };

export const PUBLIC = { kind: 'public' } as const satisfies TAccess;

/** Only a channel guest's token: an account's is refused (403), as is none (401). */
export const GUESTS_ONLY = { kind: 'guest' } as const satisfies TAccess;

/** An approved, active account of any role. */
export const SIGNED_IN = { kind: 'signed-in' } as const satisfies TAccess;

/** An approved, active account of one of these roles. */
export const rolesOnly = <const R extends readonly TRole[]>(...roles: R) =>
  ({ kind: 'signed-in', roles }) as const satisfies TAccess;

/** An account of the given roles (every role when none) that passes a resource rule. */
export const resourceRule = <const R extends readonly TRole[]>(
  resource: TResourceRule,
  ...roles: R
) => ({ kind: 'signed-in', resource, ...(roles.length ? { roles } : {}) }) as const;

/**
 * A rule that also admits the guest of the channel named by the path (its own channel only): the
 * routes a guest needs to read and write in its conversation.
 */
export const withGuests = <const A extends { kind: 'signed-in'; resource: TResourceRule }>(
  access: A,
) => ({ ...access, guests: true }) as const;

/** A rule that also admits the set-up token of an account that must set up a second factor. */
export const withSetupToken = <const A extends { kind: 'signed-in' }>(access: A) =>
  ({ ...access, setupToken: true }) as const;

/** A short phrase for people: docs, the OpenAPI document, refusals. */
export function describeAccess(access: TAccess): string {
  if (access.kind === 'public') return 'public';
  if (access.kind === 'guest') return 'the guest of a channel only (its guest token)';
  const who = access.roles ? access.roles.join(' or ') : 'signed-in';
  const what = access.resource ? ` (${RESOURCE_RULES[access.resource]})` : '';
  const guests = access.guests ? ', or the channel guest' : '';
  const setup = access.setupToken ? ', or a second-factor set-up token' : '';
  return `${who}${what}${guests}${setup}`;
}
