import { z } from 'zod';

import { API_BASE } from '../shared/constants.ts';
import { ZErrorResponse } from '../shared/schemas.ts';
import { describeAccess } from './access.ts';
import { ENDPOINTS, type TEndpoint } from './endpoint-table.ts';
import type { ROUTE_GROUPS } from './route-table.ts';

type JsonSchema = Record<string, unknown>;

const TAG_DESCRIPTIONS: Record<keyof typeof ROUTE_GROUPS, string> = {
  auth: 'Signing in and up, passwords, and the caller’s own account.',
  users: 'The members directory, blocking between members, and the superadmin’s account review.',
  clients: 'A provider’s client records.',
  providers: 'The providers directory.',
  chat: 'Direct and group channels, their members and messages, read markers and search.',
  invitations:
    'Guest chat by invitation link: invitations of a channel or to a direct chat, the public invite page and join, and the guest’s own session.',
  notifications: 'The caller’s notifications and how they reach the caller.',
  documents:
    'Documents to complete and sign, their copies and sealed PDFs, files clients share, and the public verify.',
  practice: 'The practice’s own settings, kept by the superadmin.',
  sessions:
    'Where one is signed in: each sign-in a session to see and end, kept alive by activity.',
  twoFactor:
    'A second sign-in step: an authenticator app, one-time recovery codes and passkeys, set up by the person, required by the practice for a role, reset by the superadmin.',
  audit:
    'The audit log: every security and review event for the superadmin (read or exported as CSV), and each person’s own security events.',
};

/** Shared error answers, referenced by every operation that can give them. */
const ERROR_ANSWERS = {
  BadRequest: 'The params, query or body are not valid; `details` lists every problem.',
  Unauthorized: 'No token, or an expired, tampered or revoked one.',
  Forbidden: 'The caller may not do this (role, pending account).',
  NotFound: 'The object does not exist, or the caller may not see it.',
  TooManyRequests: 'Rate limit; the `Retry-After` header says when to try again, in seconds.',
} as const;

/**
 * Converts a schema to JSON Schema 2020-12 (OpenAPI 3.1's dialect), moving named sub-schemas
 * (`.meta({ id })`) into the shared components.
 */
function toSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  components: Record<string, JsonSchema>,
): JsonSchema {
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const toComponents = (value: JsonSchema): JsonSchema =>
    JSON.parse(
      JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/'),
    ) as JsonSchema;
  for (const [id, def] of Object.entries($defs ?? {})) components[id] = toComponents(def);
  return toComponents(rest);
}

function parametersOf(
  schema: z.ZodType | undefined,
  where: 'path' | 'query',
  components: Record<string, JsonSchema>,
): JsonSchema[] {
  if (!schema) return [];
  const object = toSchema(schema, 'input', components) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function requestBodyOf(endpoint: TEndpoint, components: Record<string, JsonSchema>) {
  if (endpoint.body) {
    const schema = toSchema(endpoint.body, 'input', components);
    const isOptional = endpoint.body.safeParse(undefined).success;
    return { required: !isOptional, content: { 'application/json': { schema } } };
  }
  if (endpoint.form) {
    const fields = toSchema(endpoint.form.fields, 'input', components) as {
      properties?: Record<string, JsonSchema>;
    };
    const files = Object.fromEntries(
      Object.entries(endpoint.form.files).map(([name, part]) => [
        name,
        { type: 'string', contentMediaType: part.types.join(', '), description: part.description },
      ]),
    );
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { ...fields.properties, ...files } },
        },
      },
    };
  }
  return undefined;
}

function successOf(endpoint: TEndpoint, components: Record<string, JsonSchema>) {
  if ('file' in endpoint.response) {
    return {
      description: 'The file.',
      content: Object.fromEntries(endpoint.response.file.map((type) => [type, {}])),
    };
  }
  return {
    description: 'Success.',
    content: {
      'application/json': { schema: toSchema(endpoint.response, 'output', components) },
    },
  };
}

function operationOf(endpoint: TEndpoint, components: Record<string, JsonSchema>) {
  const isPublic = endpoint.access.kind === 'public';
  const isGuestOnly = endpoint.access.kind === 'guest';
  const hasInput = Boolean(endpoint.params ?? endpoint.query ?? endpoint.body ?? endpoint.form);
  const mayBeMissing = Boolean(endpoint.params);
  const ref = (name: keyof typeof ERROR_ANSWERS) => ({ $ref: `#/components/responses/${name}` });
  const requestBody = requestBodyOf(endpoint, components);
  const access = describeAccess(endpoint.access);
  return {
    operationId: endpoint.name,
    tags: [endpoint.group],
    summary: endpoint.summary,
    description: [`Who may call: ${access}.`, endpoint.description].filter(Boolean).join('\n\n'),
    'x-access': endpoint.access,
    security: isPublic
      ? []
      : isGuestOnly
        ? [{ guest: [] }]
        : endpoint.access.kind === 'signed-in' && endpoint.access.guests
          ? [{ bearer: [] }, { guest: [] }]
          : [{ bearer: [] }],
    parameters: [
      ...parametersOf(endpoint.params, 'path', components),
      ...parametersOf(endpoint.query, 'query', components),
    ],
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [String(endpoint.status ?? 200)]: successOf(endpoint, components),
      ...(hasInput ? { 400: ref('BadRequest') } : {}),
      ...(isPublic ? {} : { 401: ref('Unauthorized'), 403: ref('Forbidden') }),
      ...(mayBeMissing ? { 404: ref('NotFound') } : {}),
      429: ref('TooManyRequests'),
    },
  };
}

/** The OpenAPI 3.1 document of the API, generated from the endpoint table. */
export function buildOpenApiDocument(info: { version: string }): Record<string, unknown> {
  const components: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of ENDPOINTS) {
    const path = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] = {
      ...paths[path],
      [endpoint.method.toLowerCase()]: operationOf(endpoint, components),
    };
  }
  const error = toSchema(ZErrorResponse, 'output', components);
  return {
    openapi: '3.1.0',
    info: {
      title: 'HTTP API',
      version: info.version,
      description:
        'Every endpoint, generated from the endpoint table in @portal/contracts. Conventions that a schema cannot say (errors, rate limits, times) are in docs/api.md.',
    },
    servers: [{ url: API_BASE }],
    tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token of POST /auth/login (HS256, `exp` in seconds).',
        },
        guest: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'A channel guest’s token (POST /invitations/{id}/join): accepted only by the routes of its one channel that admit guests.',
        },
      },
      responses: Object.fromEntries(
        Object.entries(ERROR_ANSWERS).map(([name, description]) => [
          name,
          { description, content: { 'application/json': { schema: error } } },
        ]),
      ),
    },
  };
}
