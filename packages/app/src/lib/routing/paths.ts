import type { TRole } from '@portal/contracts';

/** Every route of the app (spec section 2). */
export const paths = {
  login: '/',
  providerSignup: '/provider-signup',
  clientSignup: '/client-signup',
  signupWithLicense: '/signup-with-license',
  inviteChat: '/invite-chat/:type/:id',
  inviteChatWithEmail: '/invite-chat/:type/:id/:email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  /** Public, signed in or not: the address a sealed PDF's certificate page names. */
  verify: '/verify',

  documents: '/documents',
  allDocuments: '/all-documents',
  dashboard: '/dashboard',
  pendingUsers: '/pending-users',
  verifiedUsers: '/verified-users',
  rejectedUsers: '/rejected-users',
  pendingUserView: '/pending-users/view-user/:id',
  verifiedUserView: '/verified-users/view-user/:id',
  rejectedUserView: '/rejected-users/view-user/:id',
  settings: '/settings',
  setting: '/setting',
  changePassword: '/setting/change-password',
  notification: '/notification',
  chat: '/chat',
  clients: '/clients',
  addClient: '/clients/add-client',
  editClient: '/clients/edit-client/:id',
  userProfile: '/user-profile',
  providers: '/providers',
  providerDetail: '/providers/:id',
  helpAndSupport: '/help-and-support',
  auditLog: '/audit-log',
} as const;

/** Fills a path's `:params`: `toPath(paths.editClient, { id })`. */
export function toPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** Who may open a route: a test on the signed-in role. */
export type RoleRule = (role: TRole) => boolean;

export const anySignedInRole: RoleRule = () => true;
export const clientOnly: RoleRule = (role) => role === 'client';
export const superadminOnly: RoleRule = (role) => role === 'superadmin';
/** The dashboard: every role except client and superadmin (spec section 6). */
export const dashboardRoles: RoleRule = (role) => role !== 'client' && role !== 'superadmin';

/** Where each role lands after signing in. */
export function homeFor(role: TRole): string {
  if (role === 'superadmin') return paths.pendingUsers;
  if (role === 'client') return paths.documents;
  return paths.dashboard;
}
