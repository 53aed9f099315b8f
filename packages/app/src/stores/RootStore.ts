import { action, makeObservable } from 'mobx';

import { BlockedListStore } from './BlockedListStore';
import { ChatKeyStore } from './ChatKeyStore';
import { DraftStore } from './DraftStore';
import { JoinUserStore } from './JoinUserStore';
import { LayoutStore } from './LayoutStore';
import { LicenseSearchStore } from './LicenseSearchStore';
import { ModalStore } from './ModalStore';
import { PreferencesStore } from './PreferencesStore';
import { SessionStore } from './SessionStore';

/** Every client-side store of the app, under one root. */
export class RootStore {
  readonly session = new SessionStore();
  readonly layout = new LayoutStore();
  readonly modals = new ModalStore();
  readonly blockedList = new BlockedListStore();
  readonly joinUser = new JoinUserStore();
  readonly licenseSearch = new LicenseSearchStore();
  readonly chatKey = new ChatKeyStore();
  readonly preferences = new PreferencesStore();
  readonly drafts = new DraftStore();

  constructor() {
    makeObservable(this, { clearSession: action });
  }

  /**
   * Sign-out (and the idle sign-out, and a session that ended): forgets the user details, the
   * license search result, the decrypted key and the chat drafts.
   */
  clearSession() {
    this.session.setLoginUser(null);
    this.licenseSearch.reset();
    this.chatKey.setDecryptedKey(null);
    this.drafts.clear();
  }
}
