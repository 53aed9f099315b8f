import { makeAutoObservable } from 'mobx';

/** The join-invite data of spec section 3: who is joining which group through a link. */
export interface JoinUserData {
  groupId: string;
  memberEmail: string;
  isNewJoin: boolean;
}

/** The invitation being followed (persisted, so that a guest who reloads keeps it). */
export class JoinUserStore {
  joinUser: JoinUserData | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  setJoinUser(data: JoinUserData | null) {
    this.joinUser = data;
  }
}
