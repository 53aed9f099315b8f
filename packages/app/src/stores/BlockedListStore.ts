import { makeAutoObservable } from 'mobx';

/** Whether the settings screen shows the blocked-users list (persisted). */
export class BlockedListStore {
  isBlockedListShown = false;

  constructor() {
    makeAutoObservable(this);
  }

  setBlockedListShown(isShown: boolean) {
    this.isBlockedListShown = isShown;
  }

  toggleBlockedList() {
    this.isBlockedListShown = !this.isBlockedListShown;
  }
}
