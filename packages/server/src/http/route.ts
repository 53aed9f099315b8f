import type { FastifyReply, FastifyRequest } from 'fastify';

import type { AppContext } from '../context.ts';
import type { Caller } from './authenticate.ts';
import type { ProtectedRouteKey, PublicRouteKey, RouteKey } from './access-policy.ts';

/**
 * A route is its key ("METHOD /path", the same key as in the access policy) and a handler. The
 * handler's return value is the JSON answer; it sets another status with `reply.code()`.
 */
export interface RouteArgs<C> {
  request: FastifyRequest;
  reply: FastifyReply;
  ctx: AppContext;
  caller: C;
}

export interface RouteOptions {
  /** multipart/form-data instead of JSON. */
  multipart?: boolean;
  /** The handler validates a query string; for every other route a query string is a 400. */
  query?: boolean;
}

export interface RouteDefinition {
  key: RouteKey;
  options: RouteOptions;
  handler: (args: RouteArgs<Caller | null>) => Promise<unknown>;
}

export function publicRoute(
  key: PublicRouteKey,
  handler: (args: RouteArgs<null>) => Promise<unknown>,
  options: RouteOptions = {},
): RouteDefinition {
  return { key, options, handler: (args) => handler({ ...args, caller: null }) };
}

export function protectedRoute(
  key: ProtectedRouteKey,
  handler: (args: RouteArgs<Caller>) => Promise<unknown>,
  options: RouteOptions = {},
): RouteDefinition {
  return {
    key,
    options,
    handler: (args) => {
      // The access check runs before every protected handler; a null here is a wiring bug.
      if (!args.caller) throw new Error(`${key}: handler reached without a caller`);
      return handler({ ...args, caller: args.caller });
    },
  };
}
