import type { TNotificationPayload } from '@portal/contracts';

/** Asks once for permission to show desktop notifications (spec section 4). */
export function requestDesktopPermission(): void {
  if (typeof Notification === 'undefined') return;
  if (Notification.permission === 'default') void Notification.requestPermission();
}

export type DesktopPermission = NotificationPermission | 'unsupported';

/** The browser's answer so far, for the settings to show. */
export function desktopPermission(): DesktopPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks again from the settings (a person's click, which browsers require). */
export async function requestDesktopPermissionNow(): Promise<DesktopPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

/** A short two-tone chime made with Web Audio: no sound file to download. */
function playChime(): void {
  const AudioCtx = window.AudioContext;
  if (!AudioCtx) return;
  const context = new AudioCtx();
  const gain = context.createGain();
  gain.connect(context.destination);
  gain.gain.setValueAtTime(0.15, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.5);
  [880, 1320].forEach((frequency, index) => {
    const tone = context.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(context.currentTime + index * 0.12);
    tone.stop(context.currentTime + 0.5);
  });
  setTimeout(() => void context.close(), 800);
}

/**
 * Shows a desktop notification with the title, body and app icon, and plays a sound unless the
 * person muted it in the settings; when the permission was denied or notifications are
 * unsupported, nothing is displayed or played.
 */
export function showDesktopNotification(
  { title, message }: Pick<TNotificationPayload, 'title' | 'message'>,
  { withSound }: { withSound: boolean },
): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  new Notification(title, { body: message, icon: '/favicon.svg' });
  if (withSound) playChime();
}
