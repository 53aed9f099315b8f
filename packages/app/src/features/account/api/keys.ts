import { apiKey } from '@/lib/http/api-key';

/** The cache keys of the account endpoints (one per resource, named like the endpoint). */
export const accountKeys = {
  me: apiKey('getMe'),
  /** Another user's details (get-me with a user id: the superadmin's view). */
  user: (userId: string) => [...apiKey('getMe'), userId] as const,
  allUsers: apiKey('getAllUsers'),
  validUsers: apiKey('getAllValidUsers'),
  blockedMembers: apiKey('blockedMembers'),
} as const;
