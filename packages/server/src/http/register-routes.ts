import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { API_BASE } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { HttpError } from '../lib/http-error.ts';
import { validate } from '../lib/validate.ts';
import { ACCESS_POLICY, splitRouteKey, type RouteKey } from './access-policy.ts';
import { authorize } from './authenticate.ts';
import type { RouteDefinition } from './route.ts';

const ZNoQuery = z.strictObject({});

/**
 * Mounts the routes under /api/v1 with their access rule from the policy table. A route without a
 * policy entry, or a policy entry without a route, stops the start: nothing is reachable by accident.
 */
export function registerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  routes: readonly RouteDefinition[],
): void {
  const seen = new Set<RouteKey>();
  for (const route of routes) {
    if (seen.has(route.key)) throw new Error(`route ${route.key} is defined twice`);
    seen.add(route.key);
    const access = ACCESS_POLICY[route.key];
    const { method, path } = splitRouteKey(route.key);
    app.route({
      method,
      url: `${API_BASE}${path}`,
      handler: async (request, reply) => {
        const caller = await authorize(ctx, request, access);
        // multipart is parsed lazily by the route that wants it; anywhere else it is the wrong type.
        if (!route.options.multipart && request.isMultipart()) {
          throw new HttpError(415, 'Send the body as JSON (application/json).');
        }
        if (!route.options.query) validate(ZNoQuery, request.query, 'query');
        return route.handler({ request, reply, ctx, caller });
      },
    });
  }
  const missing = (Object.keys(ACCESS_POLICY) as RouteKey[]).filter((key) => !seen.has(key));
  if (missing.length) throw new Error(`policy entries without a route: ${missing.join(', ')}`);
}
