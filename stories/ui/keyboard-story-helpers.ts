import { screen, userEvent } from 'storybook/test';

/**
 * Presses Tab (or Shift+Tab) as a browser does. A browser handles the leaving element's blur and
 * the arriving element's focus as separate events, with promise callbacks run in between;
 * user-event moves focus with one element.focus() call, so both run first. Zag's tooltips act on
 * events in promise callbacks: the tooltip closing on blur would then also close the one that has
 * just opened on focus, which a real Tab never does. So the arriving element's focusin (React's
 * onFocus) is held until the blur has been handled.
 */
export async function pressTab({ shift = false }: { shift?: boolean } = {}) {
  let arrival: FocusEvent | undefined;
  const hold = (event: FocusEvent) => {
    if (arrival) return;
    arrival = event;
    event.stopImmediatePropagation();
  };
  window.addEventListener('focusin', hold, { capture: true });
  try {
    await userEvent.tab({ shift });
  } finally {
    window.removeEventListener('focusin', hold, { capture: true });
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  arrival?.target?.dispatchEvent(
    new FocusEvent('focusin', { bubbles: true, relatedTarget: arrival.relatedTarget }),
  );
}

/** The tooltips shown now (a closing one may stay in the page while it fades out). */
export const openTooltips = () =>
  screen.queryAllByRole('tooltip').filter((tooltip) => tooltip.dataset.state === 'open');

/**
 * Records the most tooltips open at the same moment, however briefly, until `stop()`: tabbing
 * along a row of triggers must never show two.
 */
export function watchOpenTooltips() {
  let most = 0;
  const observer = new MutationObserver(() => {
    most = Math.max(most, openTooltips().length);
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
  return {
    stop: () => {
      observer.disconnect();
      return most;
    },
  };
}
