import { makeAutoObservable } from 'mobx';

import type { TLoginUserDetails, TRole } from '@portal/contracts';

/** Who is signed in: the login user details of spec section 3 (persisted). */
export class SessionStore {
  loginUser: TLoginUserDetails | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  get userId(): string | null {
    return this.loginUser?.userId ?? null;
  }

  get role(): TRole | null {
    return this.loginUser?.user.role ?? null;
  }

  setLoginUser(details: TLoginUserDetails | null) {
    this.loginUser = details;
  }
}
