import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ENDPOINTS } from '@portal/contracts';

import type { AppContext } from '../src/context.ts';
import type { HandlerTable } from '../src/http/endpoint.ts';
import { registerEndpoints } from '../src/http/register-routes.ts';
import { handlers, resourceChecks } from '../src/domains.ts';
import { startTestServer, type TestServer } from './support/server.ts';

describe('the endpoint table', () => {
  const ctx = {} as AppContext;

  it('refuses to start with an endpoint that has no handler', () => {
    const { getClient: _missing, ...rest } = handlers;
    expect(() => registerEndpoints(Fastify(), ctx, rest as HandlerTable, resourceChecks)).toThrow(
      'endpoint getClient (GET /clients/:id) has no handler',
    );
  });

  it('refuses to start with a handler that has no endpoint', () => {
    const extra = { ...handlers, listWidgets: handlers.getClient } as HandlerTable;
    expect(() => registerEndpoints(Fastify(), ctx, extra, resourceChecks)).toThrow(
      'handlers without an endpoint: listWidgets',
    );
  });
});

describe('the OpenAPI document and the reference page', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(() => t.close());

  it('serves a valid OpenAPI 3.1 document that lists every endpoint of the table', async () => {
    const answer = await fetch(`${t.url}/api/v1/openapi.json`);
    expect(answer.status).toBe(200);
    const document = (await answer.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>;
    };
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');

    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`,
      ),
    );
    const expected = ENDPOINTS.map(
      (endpoint) =>
        `${endpoint.method} ${endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')} ${endpoint.name}`,
    );
    expect(listed.sort()).toEqual(expected.sort());
    // Public endpoints need no token; the others say they do.
    expect(document.paths['/auth/login']?.post?.security).toEqual([]);
    expect(document.paths['/auth/get-all-users']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it('describes request and answer schemas from the same zod schemas', async () => {
    const document = (await (await fetch(`${t.url}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components: { schemas: Record<string, unknown> };
    };
    const login = document.paths['/auth/login']?.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['UserListItem', 'LoginUserDetails', 'Client', 'ErrorResponse']),
    );
    const updateMe = document.paths['/auth/update-me']?.patch as {
      requestBody: { content: Record<string, { schema: { properties: object } }> };
    };
    expect(Object.keys(updateMe.requestBody.content)).toEqual(['multipart/form-data']);
    expect(updateMe.requestBody.content['multipart/form-data']?.schema.properties).toHaveProperty(
      'profileImage',
    );
  });

  it('serves a readable reference page without a token', async () => {
    const answer = await fetch(`${t.url}/api/v1/docs/`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/text\/html/);
    expect(await answer.text()).toMatch(/swagger-ui/i);
  });
});
