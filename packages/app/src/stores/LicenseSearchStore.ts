import { makeAutoObservable } from 'mobx';

import type { TLicenseSearchResult } from '@portal/contracts';

/**
 * The license search of the signup-with-license screen (memory only): the number typed, the
 * record found (masked until the e-mailed code is given), and that code once it was accepted.
 */
export class LicenseSearchStore {
  searchText = '';
  result: TLicenseSearchResult | null = null;
  /** The e-mailed code that unlocked the whole record; the sign-up sends it again. */
  code: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  setSearchText(text: string) {
    this.searchText = text;
  }

  /** A new search result; a masked one (no code) forgets an earlier code. */
  setResult(result: TLicenseSearchResult | null, code: string | null = null) {
    this.result = result;
    this.code = result ? code : null;
  }

  reset() {
    this.searchText = '';
    this.result = null;
    this.code = null;
  }
}
