/** SWR keys that read like the endpoints they cache. */
export const accountKeys = {
  me: '/auth/get-me',
  allUsers: '/auth/get-all-users',
  validUsers: '/auth/get-all-valid-users',
  blockedMembers: '/auth/blocked-members',
} as const;
