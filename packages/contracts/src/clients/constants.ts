/** Status of a provider's client record. */
export const CLIENT_STATUSES = ['active', 'inactive'] as const;
export type TClientStatus = (typeof CLIENT_STATUSES)[number];
