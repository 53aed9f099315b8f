import { endpoint } from '../http/endpoint.ts';
import { changePassword } from '../users/change-password.ts';
import { deleteAccount } from '../users/delete-account.ts';
import { forgotPassword } from '../users/forgot-password.ts';
import { getMe } from '../users/get-me.ts';
import { requestLicenseCode } from '../users/license-codes.ts';
import { searchLicense } from '../users/license-search.ts';
import { signupWithLicense } from '../users/license-signup.ts';
import { login } from '../users/login.ts';
import { sendProfilePicture } from '../users/profile-pictures.ts';
import { resetPassword } from '../users/reset-password.ts';
import { signup } from '../users/signup.ts';
import { updateMe } from '../users/update-me.ts';

/** Handlers of the auth group of the endpoint table: the input is checked before they run. */
export const authHandlers = {
  login: endpoint('login', ({ ctx, body, request }) => login(ctx, body, request.ip)),
  providerSignup: endpoint('providerSignup', ({ ctx, body, request }) =>
    signup(ctx, 'provider', body, request.ip),
  ),
  clientSignup: endpoint('clientSignup', ({ ctx, body, request }) =>
    signup(ctx, 'client', body, request.ip),
  ),
  requestLicenseCode: endpoint('requestLicenseCode', ({ ctx, body, request }) =>
    requestLicenseCode(ctx, body.licenseNo, request.ip),
  ),
  searchLicense: endpoint('searchLicense', ({ ctx, body, request }) =>
    searchLicense(ctx, body, request.ip),
  ),
  signupWithLicense: endpoint('signupWithLicense', ({ ctx, body, request }) =>
    signupWithLicense(ctx, body, request.ip),
  ),
  forgotPassword: endpoint('forgotPassword', ({ ctx, body, request }) =>
    forgotPassword(ctx, body.email, request.ip),
  ),
  resetPassword: endpoint('resetPassword', ({ ctx, body, request }) =>
    resetPassword(ctx, body, request.ip),
  ),
  profilePicture: endpoint('profilePicture', ({ ctx, params, reply }) =>
    sendProfilePicture(ctx, params.fileName, reply),
  ),
  getMe: endpoint('getMe', ({ ctx, caller, body }) => getMe(ctx, caller, body.userId)),
  updateMe: endpoint('updateMe', ({ ctx, caller, fields, files }) =>
    updateMe(ctx, caller, fields, files.profileImage ?? null),
  ),
  changePassword: endpoint('changePassword', ({ ctx, caller, body, request }) =>
    changePassword(ctx, caller.user, body, request.ip),
  ),
  deleteMeAccount: endpoint('deleteMeAccount', ({ ctx, caller, body, request }) =>
    deleteAccount(ctx, caller, body.loginUserId, request.ip),
  ),
};
