import { UAParser } from 'ua-parser-js';

/** A session's device as people name it: "Chrome on Linux", with the browser and system apart. */
export interface Device {
  label: string;
  browser: string | null;
  os: string | null;
}

const USER_AGENT_MAX = 512;

/** Reads the device from a user agent (bounded: a header is the caller's to make up). */
export function deviceOf(userAgent: string | undefined): Device {
  const parsed = new UAParser(userAgent?.slice(0, USER_AGENT_MAX) ?? '').getResult();
  const browser = parsed.browser.name ?? null;
  const os = parsed.os.name ?? null;
  const label = browser && os ? `${browser} on ${os}` : (browser ?? os ?? 'Unknown device');
  return { label, browser, os };
}
