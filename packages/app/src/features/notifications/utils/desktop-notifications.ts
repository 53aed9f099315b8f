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

/** What became of a chime: played, held back by the browser, or impossible in this browser. */
export type ChimeResult = 'played' | 'held-back' | 'unsupported';

/**
 * How long a new sound may wait to start (ms). A browser holds sounds back until the person has
 * clicked or typed in the page since it loaded (Chrome's autoplay policy), and then a new sound
 * waits for that click however long: a moment is enough to know.
 */
const START_WITHIN_MS = 500;

/**
 * A short two-tone chime made with Web Audio (no sound file to download), and whether it
 * played: a notification's chime that the browser held back goes unheard, the settings' "Test
 * sound" says so.
 */
export async function playChime(): Promise<ChimeResult> {
  const AudioCtx = window.AudioContext;
  if (typeof AudioCtx !== 'function') return 'unsupported';
  let context: AudioContext;
  try {
    context = new AudioCtx();
  } catch {
    return 'held-back';
  }
  if (context.state !== 'running') {
    await Promise.race([
      context.resume().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, START_WITHIN_MS)),
    ]);
  }
  if (context.state !== 'running') {
    void context.close().catch(() => undefined);
    return 'held-back';
  }
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
  setTimeout(() => void context.close().catch(() => undefined), 800);
  return 'played';
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
  // Held back until the person has clicked or typed in the page (the settings say so).
  if (withSound) void playChime();
}
