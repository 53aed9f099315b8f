import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

import { API_BASE, buildOpenApiDocument } from '@portal/contracts';

import packageJson from '../../package.json' with { type: 'json' };

export const OPENAPI_PATH = `${API_BASE}/openapi.json`;
export const API_REFERENCE_PATH = `${API_BASE}/docs`;

/**
 * The OpenAPI 3.1 document of the endpoint table at /api/v1/openapi.json, and a readable
 * reference page (Swagger UI, served from this server: no CDN) at /api/v1/docs.
 */
export async function serveApiReference(app: FastifyInstance): Promise<void> {
  const document = buildOpenApiDocument({ version: packageJson.version });
  await app.register(swagger, {
    mode: 'static',
    specification: { document: document as never },
  });
  app.get(OPENAPI_PATH, async () => document);
  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    uiConfig: {
      docExpansion: 'list',
      deepLinking: true,
      defaultModelsExpandDepth: 0,
      // No call to the public validator service: the page works offline and leaks nothing.
      validatorUrl: null,
    },
    // The page's scripts are files of this server, so the API's own CSP (script-src 'self') holds.
    staticCSP: false,
  });
}
