import { makeAutoObservable } from 'mobx';

import type { TLicenseSearchResult } from '@portal/contracts';

/** The licence search of the signup-with-licence screen (memory only). */
export class LicenseSearchStore {
  searchText = '';
  result: TLicenseSearchResult | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  setSearchText(text: string) {
    this.searchText = text;
  }

  setResult(result: TLicenseSearchResult | null) {
    this.result = result;
  }

  reset() {
    this.searchText = '';
    this.result = null;
  }
}
