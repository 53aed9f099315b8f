import { makeAutoObservable } from 'mobx';

import type { ColorModePreference } from '@portal/ui';

const COLOR_MODE_PREFERENCES: readonly ColorModePreference[] = ['system', 'light', 'dark'];

/** Whether a stored value is a colour mode preference this version knows. */
export const isColorModePreference = (value: unknown): value is ColorModePreference =>
  COLOR_MODE_PREFERENCES.includes(value as ColorModePreference);

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
