import { z } from 'zod';

import { ZClient } from '../clients/schemas.ts';
import { ZUserListItem } from '../users/schemas.ts';

/* The providers directory: its answers (a provider is an account, listed as the user lists are). */

export const ZProviderListResponse = z.object({ data: z.array(ZUserListItem) });
export type TProviderListResponse = z.output<typeof ZProviderListResponse>;

/** A provider's profile; `clients` only for the superadmin and the provider itself, else null. */
export const ZProviderDetailResponse = z.object({
  data: ZUserListItem.extend({ contactNo: z.string().nullable(), address: z.string().nullable() }),
  clients: z.array(ZClient).nullable(),
});
export type TProviderDetailResponse = z.output<typeof ZProviderDetailResponse>;
