/**
 * The bridge between the stories and the visual check. Only the Vitest run installs a checker
 * (see vitest.setup.ts); in the Storybook UI and build this is a no-op, so that neither ever
 * imports Vitest.
 */
export type VisualTarget = 'canvas' | 'page';

export interface VisualParameters {
  /** Skip the screenshot comparison (for stories whose pixels are not stable). */
  disable?: boolean;
  /** 'page' captures the whole viewport, for stories that render into portals (modals, toasts). */
  target?: VisualTarget;
}

type VisualChecker = (element: Element) => Promise<void>;

declare global {
  var __portalVisualCheck: VisualChecker | undefined;
}

export async function checkVisual(canvas: HTMLElement, parameters: VisualParameters = {}) {
  const check = globalThis.__portalVisualCheck;
  if (!check || parameters.disable) return;
  await check(parameters.target === 'page' ? document.body : canvas);
}
