import { expect, within } from 'storybook/test';

import { expectActionInReach, expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';

/**
 * An auth screen on a 390 px phone: its heading shown, its main button wholly on screen and free
 * to press, nothing sideways. For a `tallForm` (taller than the phone) the screenshot is of the
 * viewport, scrolled to the button, instead of the canvas: a canvas taller than the viewport is
 * not drawn whole.
 */
export function phoneStory(heading: string, action: string, { tallForm = false } = {}) {
  return {
    globals: { ...PHONE },
    ...(tallForm ? { parameters: { visual: { target: 'page' as const } } } : {}),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectActionInReach(canvas.getByRole('button', { name: action }));
      await expectNoSidewaysScroll();
    },
  };
}
