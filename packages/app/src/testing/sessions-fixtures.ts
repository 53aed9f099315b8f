import type { TSession } from '@portal/contracts';

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/**
 * Where the story's person is signed in: this device, a phone used three hours ago and a laptop
 * two days ago. "Last active" is relative to the story's clock, so that its label ('3 hours ago')
 * is the same on every run; the sign-in times are fixed dates.
 */
export function sessionsFixture(): TSession[] {
  return [
    {
      id: '50000000-0000-4000-8000-000000000001',
      label: 'Chrome on Linux',
      ip: '203.0.113.7',
      createdAt: '2026-11-20T08:15:00.000Z',
      lastActiveAt: ago(0),
      isCurrent: true,
    },
    {
      id: '50000000-0000-4000-8000-000000000002',
      label: 'Mobile Safari on iOS',
      ip: '198.51.100.23',
      createdAt: '2026-11-18T19:02:00.000Z',
      lastActiveAt: ago(3 * 60 * MINUTE + 5 * MINUTE),
      isCurrent: false,
    },
    {
      id: '50000000-0000-4000-8000-000000000003',
      label: 'Firefox on Windows',
      ip: null,
      createdAt: '2026-11-02T10:40:00.000Z',
      lastActiveAt: ago(2 * 24 * 60 * MINUTE + 30 * MINUTE),
      isCurrent: false,
    },
  ];
}
