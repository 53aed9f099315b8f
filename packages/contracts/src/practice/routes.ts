import { rolesOnly } from '../api/access.ts';
import type { TRouteTable } from '../api/route.ts';

/** The practice's own settings: the superadmin's. */
export const PRACTICE_ROUTES = {
  getPracticeSettings: {
    method: 'GET',
    path: '/practice/settings',
    access: rolesOnly('superadmin'),
  },
  updatePracticeSettings: {
    method: 'PATCH',
    path: '/practice/settings',
    access: rolesOnly('superadmin'),
  },
} as const satisfies TRouteTable;
