import { endpoint } from '../http/endpoint.ts';
import { changePassword } from './change-password.ts';
import { deleteAccount } from './delete-account.ts';
import { forgotPassword } from './forgot-password.ts';
import { getMe } from './get-me.ts';
import { requestLicenseCode } from './license-codes.ts';
import { searchLicense } from './license-search.ts';
import { signupWithLicense } from './license-signup.ts';
import { login } from './login.ts';
import { sendProfilePicture } from './profile-pictures.ts';
import { resetPassword } from './reset-password.ts';
import { signup } from './signup.ts';
import { updateMe } from './update-me.ts';

/** Handlers of the auth group of the endpoint table: the input is checked before they run. */
export const authHandlers = {
  login: endpoint('login', ({ ctx, body, request }) =>
    login(ctx, body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  ),
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
    changePassword(ctx, caller, body, request.ip),
  ),
  deleteMeAccount: endpoint('deleteMeAccount', ({ ctx, caller, body, request }) =>
    deleteAccount(ctx, caller, body, request.ip),
  ),
};
