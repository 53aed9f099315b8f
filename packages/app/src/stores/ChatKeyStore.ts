import { makeAutoObservable, observableRef } from 'mobx';

/**
 * The user's decrypted chat key. It lives in memory only: never persisted, gone on reload and
 * on sign-out.
 */
export class ChatKeyStore {
  decryptedKey: CryptoKey | string | null = null;

  constructor() {
    // The key is an opaque value: store the reference, do not make its insides observable.
    makeAutoObservable(this, { decryptedKey: observableRef });
  }

  setDecryptedKey(key: CryptoKey | string | null) {
    this.decryptedKey = key;
  }
}
