/**
 * The bridge between the stories and the visual check. Only the Vitest run installs a checker
 * (see vitest.setup.ts); in the Storybook UI and build this is a no-op, so that neither ever
 * imports Vitest.
 */
export type VisualTarget = 'canvas' | 'page';

export interface VisualParameters {
  /** Skip the screenshot comparison (for stories whose pixels are not stable). */
  disable?: boolean;
  /**
   * 'page' captures the viewport (what a person sees first), for screens and for stories that
   * render into portals (modals, toasts).
   */
  target?: VisualTarget;
}

type VisualChecker = (element: Element) => Promise<void>;

declare global {
  var __portalVisualCheck: VisualChecker | undefined;
}

/** Whether the story runs in `npm test`'s Vitest run (which installs the checker). */
export const isVitestRun = () => globalThis.__portalVisualCheck !== undefined;

export async function checkVisual(canvas: HTMLElement, parameters: VisualParameters = {}) {
  const check = globalThis.__portalVisualCheck;
  if (!check || parameters.disable) return;
  if (parameters.target !== 'page') {
    await check(canvas);
    return;
  }
  // What the viewport shows, portals included: a transparent frame fixed over it is captured
  // with everything under it. (The body of a tall page reaches below the story's frame, and
  // what lies below a frame is never painted into a screenshot.)
  const viewport = document.createElement('div');
  viewport.style.cssText = 'position: fixed; inset: 0; pointer-events: none; z-index: 2147483647';
  document.body.append(viewport);
  try {
    await check(viewport);
  } finally {
    viewport.remove();
  }
}
