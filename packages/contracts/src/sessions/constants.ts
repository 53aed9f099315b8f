/*
 * Sessions (issue 32), without a schema: each sign-in is a session the person can see and end;
 * a session idle for longer than the practice allows is refused.
 */

/** "Last active" is written at most this often per session, and the app's heartbeat as rarely. */
export const SESSION_ACTIVITY_INTERVAL_SECONDS = 60;

/** A sign-in from a browser and system not seen for the account in this many days is e-mailed. */
export const NEW_DEVICE_DAYS = 90;

/** Minutes without activity after which a session ends: the practice's default and bounds. */
export const IDLE_TIMEOUT_DEFAULT_MINUTES = 30;
export const IDLE_TIMEOUT_MIN_MINUTES = 5;
export const IDLE_TIMEOUT_MAX_MINUTES = 720;

/** The app warns this long before an idle sign-out. */
export const IDLE_WARNING_SECONDS = 60;
