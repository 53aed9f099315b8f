import { createToaster } from '@chakra-ui/react';

import { TOAST_AREA_TOP } from '../../theme/layout';
import { TOAST_DURATION_MS } from './toaster';

/**
 * The page's one toast store (zag's toast machines, ~3 KB gzip). It loads with the first toast:
 * `toaster.ts` queues what is raised before, and the Toaster renders what is here.
 */
export const toastStore = createToaster({
  placement: 'top-end',
  // At the top right, below the top bar's bell and Sign out.
  offsets: { top: TOAST_AREA_TOP, right: '1rem', bottom: '1rem', left: '1rem' },
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 5,
});
