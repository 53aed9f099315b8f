import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import {
  API_BASE,
  CHAT_ATTACHMENT_FIELD,
  COPY_UPLOAD_FILE_FIELD,
  DOCUMENT_FILE_FIELD,
  SIGNATURE_IMAGE_FIELDS,
  UPLOAD_MAX_BYTES,
  ENDPOINTS,
  routeKey,
  type TEndpoint,
  type TRouteName,
} from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { HttpError, badRequest } from '../lib/http-error.ts';
import { validate } from '../lib/validate.ts';
import { authenticate } from './authenticate.ts';
import type { EndpointHandler, HandlerArgs, HandlerTable } from './endpoint.ts';
import type { UploadedFile } from '../lib/uploaded-file.ts';
import { readMultipart } from './multipart.ts';
import { checkResource, type ResourceChecks } from './resources.ts';

const ZNone = z.strictObject({});

/** A drawn signature or initials (signature_pad's PNG, trimmed): small, and kept as eSignature. */
const SIGNATURE_IMAGE_MAX_BYTES = 256 * 1024;

/** The size limit of each file field of the multipart endpoints, from the settings. */
function uploadLimit(ctx: AppContext, field: string): number {
  if (field === 'profileImage') return ctx.config.profileImageMaxBytes;
  if (field === CHAT_ATTACHMENT_FIELD) return ctx.config.chat.attachmentMaxBytes;
  if (field === DOCUMENT_FILE_FIELD) return ctx.config.documents.maxBytes;
  if (field === COPY_UPLOAD_FILE_FIELD) return UPLOAD_MAX_BYTES;
  if (field === SIGNATURE_IMAGE_FIELDS.signature || field === SIGNATURE_IMAGE_FIELDS.initials) {
    return SIGNATURE_IMAGE_MAX_BYTES;
  }
  throw new Error(`no upload limit for the file field ${field}`);
}

/**
 * Holds an answer to the endpoint's schema (CHECK_ANSWERS, on in tests), so that the schemas the
 * OpenAPI document shows and the app's types rely on are what the server really sends.
 */
function checkAnswer(endpoint: TEndpoint, answer: unknown): void {
  if ('file' in endpoint.response) return;
  const result = endpoint.response.safeParse(answer);
  if (!result.success) {
    throw new Error(`${routeKey(endpoint)} answered off its schema: ${result.error.message}`);
  }
}

/**
 * Mounts every endpoint of the table under /api/v1. Before a handler runs: the caller is
 * authenticated for the access rule, the params are parsed, the resource rule is applied (404),
 * then the query and the body (JSON, or multipart with checked files). An endpoint without a
 * handler, or a handler without an endpoint, stops the start: nothing is reachable by accident.
 */
export function registerEndpoints(
  app: FastifyInstance,
  ctx: AppContext,
  handlers: HandlerTable,
  resourceChecks: ResourceChecks,
): void {
  const names = new Set<string>(ENDPOINTS.map((endpoint) => endpoint.name));
  const strays = Object.keys(handlers).filter((name) => !names.has(name));
  if (strays.length) throw new Error(`handlers without an endpoint: ${strays.join(', ')}`);

  for (const endpoint of ENDPOINTS) {
    const handler = handlers[endpoint.name] as EndpointHandler<TRouteName> | undefined;
    if (handler?.name !== endpoint.name) {
      throw new Error(`endpoint ${endpoint.name} (${routeKey(endpoint)}) has no handler`);
    }
    const { access } = endpoint;
    // Only the person's own writes keep a session alive (sessions/session-gate.ts).
    const isActivity = endpoint.method !== 'GET' && !endpoint.passive;
    app.route({
      method: endpoint.method,
      url: `${API_BASE}${endpoint.path}`,
      handler: async (request, reply) => {
        const caller = await authenticate(ctx, request, access, isActivity);
        const params = validate(endpoint.params ?? ZNone, request.params, 'params');
        if (access.kind === 'signed-in' && access.resource && caller) {
          await checkResource(ctx, resourceChecks[access.resource], caller, params);
        }
        const query = validate(endpoint.query ?? ZNone, request.query, 'query');
        let body: unknown;
        let fields: unknown;
        let files: Record<string, UploadedFile> = {};
        if (endpoint.form) {
          const form = await readMultipart(request, endpoint.form, (field) =>
            uploadLimit(ctx, field),
          );
          fields = validate(endpoint.form.fields, form.fields, 'form');
          files = form.files;
        } else if (request.isMultipart()) {
          throw new HttpError(415, 'Send the body as JSON (application/json).');
        } else if (endpoint.body) {
          body = validate(endpoint.body, request.body, 'body');
        } else if (request.body !== undefined && endpoint.method !== 'GET') {
          throw badRequest('This endpoint takes no body.');
        }
        if (endpoint.status) reply.code(endpoint.status);
        const args = { ctx, caller, params, query, body, fields, files, request, reply };
        const answer = await handler.handle(args as HandlerArgs<TRouteName>);
        if (ctx.config.checkAnswers) checkAnswer(endpoint, answer);
        return answer;
      },
    });
  }
}
