import { notifyFailure } from './notify-failure';

/**
 * An SWR `onError` for a list read: logged, and an error toast with the server's message or the
 * screen's fallback (spec section 7: "a failed fetch is logged and gives an empty list").
 */
export function reportReadError(fallback: string) {
  return (error: unknown) => {
    console.error(error);
    notifyFailure(error, fallback);
  };
}
