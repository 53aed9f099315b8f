import type { TLoginResponse } from '@portal/contracts';

/** What starts a session: the token and the user's details of a sign-in's answer. */
export type TSignedIn = Pick<TLoginResponse, 'token' | 'user'>;
