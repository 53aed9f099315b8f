import type { FastifyRequest } from 'fastify';

import { endpoint } from '../http/endpoint.ts';
import {
  addPasskey,
  confirmTotpSetup,
  disableTotp,
  passkeyRegistrationOptions,
  regenerateRecoveryCodes,
  removePasskey,
  renamePasskey,
  startTotpSetup,
  statusOf,
} from './manage.ts';
import { resetUserTwoFactor } from './reset.ts';
import { completeSecondFactor, passkeySignIn, passkeySignInOptions } from './sign-in.ts';

const fromOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** The sign-in steps of the auth group (issue 33), public like the password's. */
export const secondFactorSignInHandlers = {
  loginSecondFactor: endpoint('loginSecondFactor', ({ ctx, body, request }) =>
    completeSecondFactor(ctx, body, fromOf(request)),
  ),
  passkeySignInOptions: endpoint('passkeySignInOptions', ({ ctx, request }) =>
    passkeySignInOptions(ctx, request.ip),
  ),
  passkeySignIn: endpoint('passkeySignIn', ({ ctx, body, request }) =>
    passkeySignIn(ctx, body, fromOf(request)),
  ),
};

/** Handlers of the two-factor group of the endpoint table. */
export const twoFactorHandlers = {
  getTwoFactor: endpoint('getTwoFactor', async ({ ctx, caller }) => ({
    data: await statusOf(ctx, caller),
  })),
  startTotpSetup: endpoint('startTotpSetup', ({ ctx, caller }) => startTotpSetup(ctx, caller)),
  confirmTotpSetup: endpoint('confirmTotpSetup', ({ ctx, caller, body, request }) =>
    confirmTotpSetup(ctx, caller, body.code, fromOf(request)),
  ),
  disableTotp: endpoint('disableTotp', ({ ctx, caller, body, request }) =>
    disableTotp(ctx, caller, body, fromOf(request)),
  ),
  regenerateRecoveryCodes: endpoint('regenerateRecoveryCodes', ({ ctx, caller, body, request }) =>
    regenerateRecoveryCodes(ctx, caller, body.password, fromOf(request)),
  ),
  passkeyRegistrationOptions: endpoint('passkeyRegistrationOptions', ({ ctx, caller }) =>
    passkeyRegistrationOptions(ctx, caller),
  ),
  addPasskey: endpoint('addPasskey', ({ ctx, caller, body, request }) =>
    addPasskey(ctx, caller, body, fromOf(request)),
  ),
  renamePasskey: endpoint('renamePasskey', ({ ctx, caller, params, body }) =>
    renamePasskey(ctx, caller, params.id, body.name),
  ),
  removePasskey: endpoint('removePasskey', ({ ctx, caller, params, body, request }) =>
    removePasskey(ctx, caller, params.id, body.password, fromOf(request)),
  ),
  resetUserTwoFactor: endpoint('resetUserTwoFactor', ({ ctx, caller, params, request }) =>
    resetUserTwoFactor(ctx, caller, params.id, fromOf(request)),
  ),
};
