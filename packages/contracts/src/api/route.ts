import type { TAccess } from './access.ts';

export type THttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Where an endpoint lives and who may call it. This half of the endpoint table carries no schema,
 * so the app's HTTP calls import it without pulling zod into the login page; the schemas are the
 * other half (each domain's endpoints.ts, assembled in endpoint-table.ts), keyed by the same names.
 */
export interface TRoute {
  readonly method: THttpMethod;
  /** Under API_BASE, with `:name` parameters. */
  readonly path: string;
  readonly access: TAccess;
  /**
   * A write that is not the person's doing (reading the caller with get-me, a read marker the app
   * moves by itself): it does not keep a session alive. Other writes do; reads never do.
   */
  readonly passive?: true;
}

export type TRouteTable = Readonly<Record<string, TRoute>>;
