export { Toaster } from './Toaster';
export {
  notify,
  showToast,
  toaster,
  TOAST_DURATION_MS,
  type ToastOptions,
  type ToastTone,
} from './toaster';
