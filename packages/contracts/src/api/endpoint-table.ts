import type { z } from 'zod';

import { AUDIT_SCHEMAS } from '../audit/endpoints.ts';
import { AUTH_SCHEMAS } from '../auth/endpoints.ts';
import { CHAT_SCHEMAS } from '../chat/endpoints.ts';
import { CLIENT_SCHEMAS } from '../clients/endpoints.ts';
import { DOCUMENT_SCHEMAS } from '../documents/endpoints.ts';
import { INVITATION_SCHEMAS } from '../invitations/endpoints.ts';
import { NOTIFICATION_SCHEMAS } from '../notifications/endpoints.ts';
import { PRACTICE_SCHEMAS } from '../practice/endpoints.ts';
import { SESSION_SCHEMAS } from '../sessions/endpoints.ts';
import { PROVIDER_SCHEMAS } from '../providers/endpoints.ts';
import { USER_SCHEMAS } from '../users/endpoints.ts';
import { TWO_FACTOR_SCHEMAS } from '../two-factor/endpoints.ts';
import type { TEndpointSchemas } from './endpoint.ts';
import { ROUTE_GROUPS, ROUTES, type TRouteGroup, type TRouteName } from './route-table.ts';
import type { TRoute } from './route.ts';

export type { TEndpointSchemas, TFileAnswer, TFilePart, TMultipartForm } from './endpoint.ts';

const SCHEMAS = {
  ...AUTH_SCHEMAS,
  ...USER_SCHEMAS,
  ...CLIENT_SCHEMAS,
  ...PROVIDER_SCHEMAS,
  ...CHAT_SCHEMAS,
  ...INVITATION_SCHEMAS,
  ...NOTIFICATION_SCHEMAS,
  ...DOCUMENT_SCHEMAS,
  ...PRACTICE_SCHEMAS,
  ...SESSION_SCHEMAS,
  ...TWO_FACTOR_SCHEMAS,
  ...AUDIT_SCHEMAS,
} as const satisfies Record<TRouteName, TEndpointSchemas>;

type TSchemas = typeof SCHEMAS;

/** The schemas of one endpoint, as a type (the server derives its handler types from it). */
export type TEndpointSchemasOf<N extends TRouteName> = TSchemas[N];

/** One row of the endpoint table: where it lives, who may call it, what it takes and answers. */
export type TEndpoint = TRoute &
  TEndpointSchemas & {
    readonly name: TRouteName;
    /** The domain it belongs to (the OpenAPI tag). */
    readonly group: TRouteGroup;
  };

/**
 * The endpoint table: every endpoint of the API, in domain order. The server registers its routes
 * from it, the authorization matrix has a row for each, and the OpenAPI document is built from it.
 */
export const ENDPOINTS: readonly TEndpoint[] = (Object.keys(ROUTE_GROUPS) as TRouteGroup[]).flatMap(
  (group) =>
    (Object.keys(ROUTE_GROUPS[group]) as TRouteName[]).map((name) => ({
      name,
      group,
      ...ROUTES[name],
      ...SCHEMAS[name],
    })),
);

type In<T> = T extends z.ZodType ? z.input<T> : never;
type Out<T> = T extends z.ZodType ? z.output<T> : never;

/**
 * What the app sends to an endpoint, as types only: `params` fill the path, `query` is the query
 * string, `body` is the JSON body (or a FormData for a multipart endpoint).
 */
export type TEndpointRequest<N extends TRouteName> = (TSchemas[N] extends { params: infer P }
  ? { params: In<P> }
  : { params?: never }) &
  (TSchemas[N] extends { query: infer Q } ? { query?: In<Q> } : { query?: never }) &
  (TSchemas[N] extends { body: infer B }
    ? undefined extends In<B>
      ? { body?: In<B> }
      : { body: In<B> }
    : TSchemas[N] extends { form: unknown }
      ? { body: FormData }
      : { body?: never });

/** What an endpoint answers on success (a Blob for a file download). */
export type TEndpointResponse<N extends TRouteName> = TSchemas[N]['response'] extends z.ZodType
  ? Out<TSchemas[N]['response']>
  : Blob;

/** The parsed input a server handler receives. */
export interface TEndpointInput<N extends TRouteName> {
  params: TSchemas[N] extends { params: infer P } ? Out<P> : Record<string, never>;
  query: TSchemas[N] extends { query: infer Q } ? Out<Q> : Record<string, never>;
  body: TSchemas[N] extends { body: infer B } ? Out<B> : undefined;
  /** The text parts of a multipart body. */
  fields: TSchemas[N] extends { form: { fields: infer F } } ? Out<F> : undefined;
}
