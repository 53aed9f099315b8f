import fs from 'node:fs';
import path from 'node:path';

/** Waits for a local-outbox e-mail to `to` (mail is sent after the answer) and returns its text. */
export async function waitForMail(dataDir: string, to: string, timeoutMs = 5000): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
    for (const file of files.reverse()) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      if (text.includes(`To: ${to}`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

export function outboxCount(dataDir: string): number {
  const dir = path.join(dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
}

/** The reset token of the link in a mail (quoted-printable soft breaks removed). */
export function resetTokenFrom(mail: string): string {
  const text = mail.replace(/=\r?\n/g, '');
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}
