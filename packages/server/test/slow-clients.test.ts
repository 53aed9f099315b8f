import net from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, type TestServer } from './support/server.ts';

/** Finding 11 of the hardening issue: slow clients cannot hold connections open. */
describe('slow clients', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { headersTimeoutSeconds: 1, requestTimeoutSeconds: 2 });
  });
  afterAll(() => t.close());

  /** Opens a connection, sends `text` and never finishes; resolves when the server closes it. */
  function dribble(text: string): { closed: Promise<string> } {
    const { port } = new URL(t.url);
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    return { closed: new Promise((resolve) => socket.on('close', () => resolve(answer))) };
  }

  it('closes connections with partial headers or partial bodies, and keeps serving others', async () => {
    const started = Date.now();
    const partialHeaders = Array.from({ length: 25 }, () =>
      dribble('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: '),
    );
    const partialBodies = Array.from({ length: 25 }, () =>
      dribble(
        'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
      ),
    );
    const answers = await Promise.all([...partialHeaders, ...partialBodies].map((c) => c.closed));
    // Closed by the server within the timeouts (plus Node's one-second check), not left open.
    expect(Date.now() - started).toBeLessThan(10_000);
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408 |^$/);
    expect((await t.api('GET', '/health')).status).toBe(200);
  });
});
