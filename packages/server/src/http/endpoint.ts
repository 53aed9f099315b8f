import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

import type { ROUTES, TEndpointInput, TEndpointSchemasOf, TRouteName } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Caller, GuestCaller, SetupCaller } from '../lib/caller.ts';
import type { UploadedFile } from '../lib/uploaded-file.ts';

type AccessOf<N extends TRouteName> = (typeof ROUTES)[N]['access'];

/**
 * Who reaches a handler: nobody for a public endpoint; a guest only where the rule admits one; a
 * set-up token's account only where the rule admits one.
 */
export type CallerOf<N extends TRouteName> =
  AccessOf<N> extends { kind: 'public' }
    ? null
    : AccessOf<N> extends { kind: 'guest' }
      ? GuestCaller
      : AccessOf<N> extends { guests: true }
        ? Caller | GuestCaller
        : AccessOf<N> extends { setupToken: true }
          ? Caller | SetupCaller
          : Caller;

/** What a handler answers: the answer schema's type, or the reply itself for a file download. */
export type AnswerOf<N extends TRouteName> = TEndpointSchemasOf<N>['response'] extends z.ZodType
  ? z.input<TEndpointSchemasOf<N>['response']>
  : FastifyReply;

/** A handler's arguments: its params, query, body (or form fields and files), already checked. */
export interface HandlerArgs<N extends TRouteName> extends TEndpointInput<N> {
  ctx: AppContext;
  caller: CallerOf<N>;
  /** The file parts of a multipart endpoint, checked for size and type. */
  files: Record<string, UploadedFile>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface EndpointHandler<N extends TRouteName> {
  name: N;
  handle: (args: HandlerArgs<N>) => Promise<AnswerOf<N>>;
}

/**
 * The server side of one endpoint of the table in @portal/contracts: a thin function from the
 * checked input to the domain module. Its status is the table's (`reply.code()` only for others).
 */
export function endpoint<N extends TRouteName>(
  name: N,
  handle: (args: HandlerArgs<N>) => Promise<AnswerOf<N>>,
): EndpointHandler<N> {
  return { name, handle };
}

/** Every endpoint's handler, by name: one for each entry of the table, none more. */
export type HandlerTable = { [N in TRouteName]: EndpointHandler<N> };
