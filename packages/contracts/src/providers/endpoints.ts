import type { TSchemasFor } from '../api/endpoint.ts';
import { ZIdParams } from '../shared/schemas.ts';
import type { PROVIDER_ROUTES } from './routes.ts';
import { ZProviderDetailResponse, ZProviderListResponse } from './schemas.ts';

export const PROVIDER_SCHEMAS = {
  listProviders: {
    summary: 'The providers directory',
    description: 'Approved, active providers; the superadmin sees every provider.',
    response: ZProviderListResponse,
  },
  getProvider: {
    summary: "A provider's profile",
    description: 'Its client records only for the superadmin and the provider itself, else null.',
    params: ZIdParams,
    response: ZProviderDetailResponse,
  },
} as const satisfies TSchemasFor<typeof PROVIDER_ROUTES>;
