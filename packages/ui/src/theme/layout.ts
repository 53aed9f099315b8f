/** The height of the signed-in top bar (AppShell), which holds the bell and Sign out. */
export const TOP_BAR_HEIGHT = '3.5rem';

/**
 * How far from the top of the page toasts start: below the top bar, with the toast area's usual
 * 1rem gap, so that a toast never covers the bar's controls.
 */
export const TOAST_AREA_TOP = `calc(${TOP_BAR_HEIGHT} + 1rem)`;
