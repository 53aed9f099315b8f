import { makeAutoObservable } from 'mobx';

import type { ColorModePreference } from '@portal/ui';

export { isColorModePreference } from './persisted-state';

/**
 * The person's choices on this device (persisted): the colour mode (the system's by default), and
 * whether desktop notifications come with a sound.
 */
export class PreferencesStore {
  colorMode: ColorModePreference = 'system';
  isSoundMuted = false;

  constructor() {
    makeAutoObservable(this);
  }

  setColorMode(colorMode: ColorModePreference) {
    this.colorMode = colorMode;
  }

  setSoundMuted(isSoundMuted: boolean) {
    this.isSoundMuted = isSoundMuted;
  }
}
