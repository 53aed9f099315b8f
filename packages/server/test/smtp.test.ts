import net from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApproved } from './support/accounts.ts';
import { outboxCount } from './support/outbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * A minimal SMTP peer (RFC 5321 happy path) that records what it receives, to prove that with
 * SMTP_URL set the reset mail goes out over SMTP and nothing lands in the local outbox.
 */
function startSmtpPeer(): Promise<{
  port: number;
  messages: string[];
  close: () => Promise<void>;
}> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    let data = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        port,
        messages,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe('e-mail over SMTP_URL', () => {
  let t: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestServer('pglite', {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      publicUrl: 'https://portal.example.org',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the reset link by SMTP and writes no local outbox file', async () => {
    const account = await createApproved(t, 'client');
    const answer = await t.api('POST', '/auth/forgot-password', { json: { email: account.email } });
    expect(answer.status).toBe(200);
    // The approval of the account above was mailed too: the reset e-mail is the one to check.
    const resets = () =>
      smtp.messages.filter((message) => message.includes('Subject: Reset your password'));
    const deadline = Date.now() + 5000;
    while (resets().length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(resets()).toHaveLength(1);
    const mail = (resets()[0] ?? '').replace(/=\n/g, '');
    expect(mail).toContain(`To: ${account.email}`);
    expect(mail).toMatch(/https:\/\/portal\.example\.org\/reset-password\/[A-Za-z0-9_-]{43}/);
    expect(outboxCount(t.dataDir)).toBe(0);
  });
});
