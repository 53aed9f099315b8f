/**
 * Every endpoint path under API_BASE, for the app's HTTP calls, so a path is written once. The
 * server's test suite checks that each entry is a route it serves with this method.
 */
export const API_PATHS = {
  login: { method: 'POST', path: '/auth/login' },
  providerSignup: { method: 'POST', path: '/auth/provider-signup' },
  clientSignup: { method: 'POST', path: '/auth/client-signup' },
  searchLicense: { method: 'POST', path: '/auth/search-license' },
  signupWithLicense: { method: 'POST', path: '/auth/signup-with-license' },
  forgotPassword: { method: 'POST', path: '/auth/forgot-password' },
  resetPassword: { method: 'POST', path: '/auth/reset-password' },
  profilePicture: { method: 'GET', path: '/auth/profile-picture/:fileName' },
  getMe: { method: 'POST', path: '/auth/get-me' },
  updateMe: { method: 'PATCH', path: '/auth/update-me' },
  changePassword: { method: 'PATCH', path: '/auth/change-password' },
  deleteMeAccount: { method: 'DELETE', path: '/auth/delete-me-account' },
  getAllValidUsers: { method: 'GET', path: '/auth/get-all-valid-users' },
  blockMember: { method: 'POST', path: '/auth/block-member' },
  unblockMember: { method: 'POST', path: '/auth/unblock-member' },
  blockedMembers: { method: 'GET', path: '/auth/blocked-members' },
  getAllUsers: { method: 'GET', path: '/auth/get-all-users' },
  approveUser: { method: 'PATCH', path: '/auth/approve-user' },
  rejectUser: { method: 'PATCH', path: '/auth/reject-user' },
  restoreUser: { method: 'PATCH', path: '/auth/restore-user' },
  blockUser: { method: 'POST', path: '/auth/block-user' },
  unblockUser: { method: 'POST', path: '/auth/unblock-user' },
  listClients: { method: 'GET', path: '/clients' },
  createClient: { method: 'POST', path: '/clients' },
  getClient: { method: 'GET', path: '/clients/:id' },
  updateClient: { method: 'PATCH', path: '/clients/:id' },
  listProviders: { method: 'GET', path: '/providers' },
  getProvider: { method: 'GET', path: '/providers/:id' },
} as const;

export type TApiPathName = keyof typeof API_PATHS;

/** Fills `:name` parameters, e.g. apiPath('getClient', { id }) -> '/clients/<id>'. */
export function apiPath(name: TApiPathName, params: Record<string, string> = {}): string {
  return API_PATHS[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`apiPath(${name}): missing parameter ${key}`);
    return encodeURIComponent(value);
  });
}
