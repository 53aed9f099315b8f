import { makeAutoObservable } from 'mobx';

import type { ColorModePreference } from '@portal/ui';

const COLOR_MODE_PREFERENCES: readonly ColorModePreference[] = ['system', 'light', 'dark'];

/** Whether a stored value is a colour mode preference this version knows. */
export const isColorModePreference = (value: unknown): value is ColorModePreference =>
  COLOR_MODE_PREFERENCES.includes(value as ColorModePreference);

/** The person's display choices on this device (persisted): the colour mode, the system's by default. */
export class PreferencesStore {
  colorMode: ColorModePreference = 'system';

  constructor() {
    makeAutoObservable(this);
  }

  setColorMode(colorMode: ColorModePreference) {
    this.colorMode = colorMode;
  }
}
