import type { RouteDefinition } from '../http/route.ts';
import { approveUserRoute } from './auth/approve-user.ts';
import { blockMemberRoute } from './auth/block-member.ts';
import { blockUserRoute } from './auth/block-user.ts';
import { blockedMembersRoute } from './auth/blocked-members.ts';
import { changePasswordRoute } from './auth/change-password.ts';
import { clientSignupRoute } from './auth/client-signup.ts';
import { deleteMeAccountRoute } from './auth/delete-me-account.ts';
import { forgotPasswordRoute } from './auth/forgot-password.ts';
import { getAllUsersRoute } from './auth/get-all-users.ts';
import { getAllValidUsersRoute } from './auth/get-all-valid-users.ts';
import { getMeRoute } from './auth/get-me.ts';
import { loginRoute } from './auth/login.ts';
import { profilePictureRoute } from './auth/profile-picture.ts';
import { providerSignupRoute } from './auth/provider-signup.ts';
import { rejectUserRoute } from './auth/reject-user.ts';
import { resetPasswordRoute } from './auth/reset-password.ts';
import { restoreUserRoute } from './auth/restore-user.ts';
import { searchLicenseRoute } from './auth/search-license.ts';
import { signupWithLicenseRoute } from './auth/signup-with-license.ts';
import { unblockMemberRoute } from './auth/unblock-member.ts';
import { unblockUserRoute } from './auth/unblock-user.ts';
import { updateMeRoute } from './auth/update-me.ts';
import { createClientRoute } from './clients/create-client.ts';
import { getClientRoute } from './clients/get-client.ts';
import { listClientsRoute } from './clients/list-clients.ts';
import { updateClientRoute } from './clients/update-client.ts';
import { getProviderRoute } from './providers/get-provider.ts';
import { listProvidersRoute } from './providers/list-providers.ts';

/** Every API route, mounted under /api/v1. Access rules: ../http/access-policy.ts. */
export const apiRoutes: readonly RouteDefinition[] = [
  loginRoute,
  providerSignupRoute,
  clientSignupRoute,
  searchLicenseRoute,
  signupWithLicenseRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  profilePictureRoute,
  getMeRoute,
  updateMeRoute,
  changePasswordRoute,
  deleteMeAccountRoute,
  getAllValidUsersRoute,
  blockMemberRoute,
  unblockMemberRoute,
  blockedMembersRoute,
  getAllUsersRoute,
  approveUserRoute,
  rejectUserRoute,
  restoreUserRoute,
  blockUserRoute,
  unblockUserRoute,
  listClientsRoute,
  createClientRoute,
  getClientRoute,
  updateClientRoute,
  listProvidersRoute,
  getProviderRoute,
];
