import { ROUTES } from '@portal/contracts/routes';

import { callerOf } from './client';

/**
 * Calls an endpoint of the table in @portal/contracts by its name: `callApi('getClient',
 * { params: { id } })` (see `callerOf`).
 */
export const callApi = callerOf(ROUTES);
